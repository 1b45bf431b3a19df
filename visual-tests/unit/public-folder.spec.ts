import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkPublicFile } from '../../tooling/content/checks/contentRules';
import { checkPublicFolder } from '../../tooling/content/markup/publicFolder';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { buildSite, sampleCopy } from '../support/siteCopy';

/** public/ is published as it is: what must not be is refused by name, what nothing uses is named. */

test('a path that leaves public/ is refused, even into a folder whose name starts the same', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-containment-'));
  try {
    mkdirSync(path.join(dir, 'public'));
    mkdirSync(path.join(dir, 'public-private'));
    writeFileSync(path.join(dir, 'public-private/x'), 'secret');
    writeFileSync(path.join(dir, 'public/cv.pdf'), '%PDF');
    expect(checkPublicFile('../public-private/x', path.join(dir, 'public'))).toBe(
      'file "../public-private/x" points outside public/',
    );
    expect(checkPublicFile('cv.pdf', path.join(dir, 'public'))).toBeUndefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hidden files, links out of public/ and link loops are errors; a file nothing names is a warning', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-folder-'));
  try {
    const publicDir = path.join(dir, 'site/public');
    mkdirSync(path.join(publicDir, 'files'), { recursive: true });
    mkdirSync(path.join(publicDir, '.well-known'));
    writeFileSync(path.join(dir, 'outside.txt'), 'secret');
    writeFileSync(path.join(publicDir, '.env'), 'TOKEN=1');
    writeFileSync(path.join(publicDir, '.well-known/security.txt'), 'Contact: mailto:a@example.org');
    writeFileSync(path.join(publicDir, 'files/cv.pdf'), '%PDF');
    writeFileSync(path.join(publicDir, 'files/draft.pdf'), '%PDF');
    writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg/>');
    symlinkSync(path.join(dir, 'outside.txt'), path.join(publicDir, 'files/notes.txt'));
    // Inside the site folder but not in public/: the owner's .bib would be published.
    mkdirSync(path.join(dir, 'site/content'));
    writeFileSync(path.join(dir, 'site/content/publications.bib'), '@misc{a, title = {A}}');
    symlinkSync(path.join(dir, 'site/content/publications.bib'), path.join(publicDir, 'files/papers.bib'));
    symlinkSync(path.join(dir, 'site/content'), path.join(publicDir, 'content'));
    // A loop: a folder linked from inside itself, and a link to itself.
    symlinkSync(path.join(publicDir, 'files'), path.join(publicDir, 'files/again'));
    symlinkSync(path.join(publicDir, 'self'), path.join(publicDir, 'self'));
    // A link that stays inside public/ is followed: its file is published and may be referred to.
    symlinkSync(path.join(publicDir, 'files/cv.pdf'), path.join(publicDir, 'cv-latest.pdf'));
    const lines = checkPublicFolder(publicDir, 'site/public', new Set(['files/cv.pdf', 'cv-latest.pdf'])).map(
      (i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`,
    );
    expect(lines).toEqual([
      'error: site/public/.env: a hidden file in public/ would be published: move it out of public/',
      'error: site/public/content: a link to a file outside public/ would publish it: copy the file into public/ if you mean to',
      'error: site/public/files/again: a link to a folder that holds it (a loop: copied, it would nest itself without end): remove it',
      'error: site/public/files/notes.txt: a link to a file outside public/ would publish it: copy the file into public/ if you mean to',
      'error: site/public/files/papers.bib: a link to a file outside public/ would publish it: copy the file into public/ if you mean to',
      'error: site/public/self: a link that leads back to itself (a loop): remove it',
      'warning: site/public/files/draft.pdf: nothing on the site refers to this file, yet it is published: remove it, or link it from the content',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the build refuses them by name, and quotes no more of an unreadable entry than its head', async () => {
  test.setTimeout(240_000);
  const site = sampleCopy('public-refused-');
  const outside = mkdtempSync(path.join(tmpdir(), 'outside-site-'));
  try {
    writeFileSync(path.join(outside, 'notes.txt'), 'ada-secret-linked notes');
    writeFileSync(path.join(site, 'public/.env'), 'API_TOKEN=ada-secret-env');
    symlinkSync(path.join(outside, 'notes.txt'), path.join(site, 'public/files/notes.txt'));
    symlinkSync(path.join(site, 'public/files'), path.join(site, 'public/files/loop'));
    symlinkSync(path.join(site, 'content/publications.bib'), path.join(site, 'public/files/papers.bib'));
    appendFileSync(
      path.join(site, 'content/publications.bib'),
      '\n@article{broken2020,\n  title = {Unclosed,\n  annote = {ada-secret-broken note}\n}\n',
    );
    const { code, output, outDir } = await buildSite(site);
    expect(code).not.toBe(0);
    expect(output).toMatch(/public\/\.env: a hidden file in public\/ would be published: move it out of public\//);
    expect(output).toContain('public/files/notes.txt: a link to a file outside public/ would publish it');
    expect(output).toContain('public/files/loop: a link to a folder that holds it (a loop');
    expect(output).toContain('public/files/papers.bib: a link to a file outside public/ would publish it');
    // Refused before Vite empties or writes the output folder: nothing half-written.
    expect(existsSync(outDir)).toBe(false);
    // Where it points, on the owner's disk, is theirs: not printed.
    expect(output).not.toContain(outside);
    expect(output).toMatch(/publications\.bib › broken2020 › title: the entry cannot be read \(line \d+\)/);
    expect(output).not.toContain('ada-secret');
    expect(output).not.toContain('API_TOKEN');
    console.log(
      output
        .split('\n')
        .filter((l) => / › |public\//.test(l))
        .join('\n'),
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test('a missing favicon.svg is named by the check, before the build writes anything', async () => {
  test.setTimeout(240_000);
  const site = sampleCopy('public-no-favicon-');
  try {
    rmSync(path.join(site, 'public/favicon.svg'));
    const { code, output, outDir } = await buildSite(site);
    expect(code).not.toBe(0);
    expect(output).toContain(
      'public/favicon.svg: missing: the build draws the site’s icons from it: add a square SVG icon there (sample/public/favicon.svg is one)',
    );
    expect(output).not.toContain('ENOENT');
    expect(existsSync(outDir)).toBe(false);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.describe('SVGs in public/', () => {
  const policy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

  test('one that holds a script, an event handler or a javascript: link is refused by name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-svg-'));
    try {
      const publicDir = path.join(dir, 'public');
      mkdirSync(path.join(publicDir, 'images'), { recursive: true });
      const svg = (inside: string, attributes = '') =>
        `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inside}</svg>`;
      writeFileSync(path.join(publicDir, 'favicon.svg'), svg(''));
      writeFileSync(path.join(publicDir, 'images/a-script.svg'), svg('<script>alert(document.domain)</script>'));
      writeFileSync(path.join(publicDir, 'images/b-onload.svg'), svg('<rect/>', ' onload="alert(1)"'));
      writeFileSync(path.join(publicDir, 'images/c-link.svg'), svg('<a href="javascript:alert(1)"><text>x</text></a>'));
      // Text that merely reads like a handler, and styles, are fine.
      writeFileSync(
        path.join(publicDir, 'images/d-plain.svg'),
        svg('<style>rect{fill:red}</style><text>one = 1</text>'),
      );
      const all = ['a-script', 'b-onload', 'c-link', 'd-plain'].map((n) => `images/${n}.svg`);
      const lines = checkPublicFolder(publicDir, 'site/public', new Set(all)).map(formatIssue);
      const why = "which would run on your site's address when the file is opened: remove it";
      expect(lines).toEqual([
        `site/public/images/a-script.svg:1: the SVG holds a script element (<script>), ${why} (an editor's "export as plain SVG" leaves none)`,
        `site/public/images/b-onload.svg:1: the SVG holds an event handler (onload=), ${why} (an editor's "export as plain SVG" leaves none)`,
        `site/public/images/c-link.svg:1: the SVG holds a javascript: address (href= on <a>), ${why} (an editor's "export as plain SVG" leaves none)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('vite preview serves them with the policy _headers gives them on a host; pages keep theirs', async () => {
    // The sample's build, served by the config's web server (vite preview).
    const base = `http://localhost:${process.env.PORT ?? 4173}/`;
    const svg = await fetch(`${base}favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-security-policy')).toBe(policy);
    const page = await fetch(base);
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect(readFileSync(path.join(repoRoot, process.env.OUT_DIR ?? 'dist-sample', '_headers'), 'utf8')).toContain(
      `/*.svg\n  Content-Security-Policy: ${policy}\n`,
    );
  });
});
