import { expect, test } from '@playwright/test';
import type { Manifest } from 'vite';
import { readFileSync } from 'node:fs';
import { itemPageModules, pageStyleFiles, siteStyleOrder } from '../../tooling/generators/pageStyles';

/*
 * Where each stylesheet goes (tooling/generators/pageStyles.ts), on a manifest written as Vite writes one: a shared
 * chunk (`_rt`) the entry and the pages import, a card Home and About share, a header About and the gallery share.
 */
const page = (name: string, imports: string[], css: string[]) => ({
  file: `assets/${name}.js`,
  src: `src/app/pages/${name}.tsx`,
  isDynamicEntry: true,
  imports,
  css,
});
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_rt.js'],
    dynamicImports: [
      'src/app/pages/Home.tsx',
      'src/app/pages/About.tsx',
      'src/app/pages/Tokens.tsx',
      'src/app/pages/NewsItem.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_rt.js': { file: 'assets/rt.js', css: ['assets/rt.css'] },
  '_card.js': { file: 'assets/card.js', imports: ['_rt.js', 'index.html'], css: ['assets/card.css'] },
  '_header.js': { file: 'assets/header.js', css: ['assets/header.css'] },
  'src/app/pages/Home.tsx': page('Home', ['_card.js', 'index.html'], ['assets/home.css']),
  'src/app/pages/About.tsx': page('About', ['_header.js', '_card.js', 'index.html'], ['assets/about.css']),
  'src/app/pages/Tokens.tsx': page('Tokens', ['_header.js', '_rt.js'], ['assets/tokens.css']),
  'src/app/pages/NewsItem.tsx': page('NewsItem', ['_header.js', 'index.html'], ['assets/NewsItem.css']),
};

test('every stylesheet in the order of Vite’s one stylesheet: the entry’s imports, the entry, then each dynamic import as met', () => {
  expect(siteStyleOrder(manifest)).toEqual([
    'assets/rt.css',
    'assets/index.css',
    'assets/card.css',
    'assets/home.css',
    'assets/header.css',
    'assets/about.css',
    'assets/tokens.css',
    'assets/NewsItem.css',
  ]);
});

test('the entry’s and Home’s stylesheets inline; each other page’s closure less those, in that order; the gallery in neither', () => {
  expect(pageStyleFiles(manifest, ['home', 'about'], 'home')).toEqual({
    inline: ['assets/rt.css', 'assets/index.css', 'assets/card.css', 'assets/home.css'],
    pages: { about: ['assets/header.css', 'assets/about.css'] },
    all: siteStyleOrder(manifest),
  });
  // A prerendered gallery would carry its own and the header's, not the shared chunk's (inline).
  expect(pageStyleFiles(manifest, ['home', 'tokens'], 'home').pages).toEqual({
    tokens: ['assets/header.css', 'assets/tokens.css'],
  });
});

test('a prerendered route with no page chunk of its name stops the build, naming the route and the file it looked for', () => {
  expect(() => pageStyleFiles(manifest, ['home', 'people'], 'home')).toThrow(
    "prerender: no page chunk for #/people (src/app/pages/<Route>.tsx) in the build's manifest, so its styles cannot travel with its page",
  );
});

test('an entry’s page carries its kind’s item view’s stylesheets', () => {
  expect(pageStyleFiles(manifest, ['home', 'news/2026-05-robot-fair'], 'home').pages).toEqual({
    'news/2026-05-robot-fair': ['assets/header.css', 'assets/NewsItem.css'],
  });
});

test('the item page modules are the files src/app/itemViews.ts imports, kind by kind', () => {
  const source = readFileSync('src/app/itemViews.ts', 'utf8');
  const imported = Object.fromEntries(
    [...source.matchAll(/^\s*(\w+): lazyPage\(\(\) => import\('\.\/pages\/(\w+)'\)\)/gm)].map((m) => [m[1], m[2]]),
  );
  expect(imported).toEqual({ news: 'NewsItem', projects: 'ProjectItem', people: 'PersonItem' });
  expect(itemPageModules).toEqual(imported);
});
