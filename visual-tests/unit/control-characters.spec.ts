import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { parse } from 'parse5';
import { SaxesParser } from 'saxes';
import { bibWithoutUnsafe, withoutUnsafeCharacters } from '../../tooling/content/checks/controlCharacters';
import { atomFeed } from '../../tooling/generators/feeds';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { buildSite, filesUnder, sampleCopy } from '../support/siteCopy';

/*
 * Characters no page or feed can carry, whatever the owner pastes: removed with a warning naming
 * file › entry › field, so feed.xml stays well-formed XML, feed.json valid and every page parses.
 */

/** Every character to remove, as escapes (a lone surrogate cannot be written in a UTF-8 file). */
const removedEscapes = [
  ...Array.from({ length: 32 }, (_, i) => i)
    .filter((i) => i !== 0x09 && i !== 0x0a && i !== 0x0d)
    .map((i) => `\\u${i.toString(16).padStart(4, '0')}`),
  '\\u007f',
  '\\u0085',
  '\\u009f',
  '\\ufdd0',
  '\\ufffe',
  '\\uffff',
  '\\ud83f\\udffe', // U+1FFFE, a noncharacter outside the first plane
  '\\udfff', // a low surrogate alone
  '\\ud800', // a high surrogate alone
].join('');
const removedCount = 38;
/** The same characters as they are (for the .bib, read from bytes): every one a UTF-8 file can hold. */
const removedRaw = JSON.parse(`"${removedEscapes.replace('\\udfff\\ud800', '')}"`) as string;

/** A strict XML 1.0 parser: its first error, or undefined when the text is well-formed. */
function xmlError(xml: string): string | undefined {
  const parser = new SaxesParser();
  let error: string | undefined;
  parser.on('error', (e) => (error ??= e.message));
  parser.write(xml).close();
  return error;
}

test.describe('Control characters', () => {
  test('are removed from every kind of field, each named file › entry › field; text characters stay', () => {
    const modules = {
      'profile.ts': { profile: { name: 'Ada\u0007 Lovelace', photo: { src: 'p.jpg', alt: 'A\uFFFEda' } } },
      'news.ts': {
        news: [
          { date: '2025', text: 'Line one\nline two\r\nthree\ttabbed \u2028 \u2029 😀' },
          { id: 'x', date: '2025', text: 'bad\u001b[31m\uD800' },
        ],
      },
      'publications.ts': { publicationOverrides: { ada2024: { alt: 'lone\uDC00' } }, publicationsLead: 'Lead\u0000' },
      'cv.ts': { service: [{ title: 'Reviewer', note: 'carriage\rreturn' }] },
    };
    const { modules: cleaned, changed, issues } = withoutUnsafeCharacters(modules, 'site/content');
    expect(issues.map(formatIssue)).toEqual([
      'site/content/profile.ts › profile › name: removed an invisible control character (U+0007) that no page or feed can carry: shown without it',
      'site/content/profile.ts › profile › photo.alt: removed an invisible control character (U+FFFE) that no page or feed can carry: shown without it',
      'site/content/news.ts › news[1] (id "x") › text: removed 2 invisible control characters (U+001B, U+D800) that no page or feed can carry: shown without them',
      'site/content/publications.ts › ada2024 › alt: removed an invisible control character (U+DC00) that no page or feed can carry: shown without it',
      'site/content/publications.ts › publicationsLead: removed an invisible control character (U+0000) that no page or feed can carry: shown without it',
    ]);
    expect(issues.every((i) => i.severity === 'warning')).toBe(true);
    expect(changed).toEqual(['profile.ts', 'news.ts', 'publications.ts', 'cv.ts']);
    expect(cleaned['profile.ts']).toEqual({ profile: { name: 'Ada Lovelace', photo: { src: 'p.jpg', alt: 'Ada' } } });
    expect(cleaned['news.ts']!.news).toEqual([
      { date: '2025', text: 'Line one\nline two\r\nthree\ttabbed \u2028 \u2029 😀' },
      { id: 'x', date: '2025', text: 'bad[31m' },
    ]);
    expect(cleaned['publications.ts']).toEqual({
      publicationOverrides: { ada2024: { alt: 'lone' } },
      publicationsLead: 'Lead',
    });
    // A carriage return alone is an old Mac line end: a line feed, without a word.
    expect(cleaned['cv.ts']).toEqual({ service: [{ title: 'Reviewer', note: 'carriage\nreturn' }] });
    // A file with nothing to remove is the module as loaded.
    const clean = { 'talks.ts': { talks: [{ title: 'T', date: '2025', event: 'E' }] } };
    expect(withoutUnsafeCharacters(clean, 'site/content')).toEqual({ modules: clean, changed: [], issues: [] });
  });

  test('are removed from the .bib before it is read, named by entry and field; a comment’s go without a word', () => {
    const bib = `% a comment \u0007
@article{ada2024,
  title = {Notes\u0007 on the\u000b Engine},
  abstract = {First\uFFFF},
  year = 2024
}
% after \u0001
@misc(bab2025, author = "Babbage\u001b[2J, Charles", title = {B})
`;
    const { text, issues } = bibWithoutUnsafe(bib, 'site/content/publications.bib');
    expect(issues.map(formatIssue)).toEqual([
      'site/content/publications.bib › ada2024 › title: removed 2 invisible control characters (U+0007, U+000B) that no page or feed can carry: shown without them',
      'site/content/publications.bib › ada2024 › abstract: removed an invisible control character (U+FFFF) that no page or feed can carry: shown without it',
      'site/content/publications.bib › bab2025 › author: removed an invisible control character (U+001B) that no page or feed can carry: shown without it',
    ]);
    expect(text).toBe(`% a comment 
@article{ada2024,
  title = {Notes on the Engine},
  abstract = {First},
  year = 2024
}
% after 
@misc(bab2025, author = "Babbage[2J, Charles", title = {B})
`);
  });

  test('a .bib with old Mac line ends (a carriage return alone) reads as lines, without a warning', () => {
    const bib = '% a comment\r@article{a,\r  title = {A},\r  year = 2024\r}\r\n';
    expect(bibWithoutUnsafe(bib, 'publications.bib')).toEqual({
      text: '% a comment\n@article{a,\n  title = {A},\n  year = 2024\n}\r\n',
      issues: [],
    });
  });

  test('feed.xml stays well-formed even when handed them directly', () => {
    const site = {
      profile: {
        name: 'Ada\u0007',
        site: { url: 'https://example.org/', title: 'T\u0000', description: 'D\uFFFF', locale: 'en' },
      },
      publications: [],
      // An item as the build makes it (tooling/content/markdown/news.ts newsOf): its headline and its line's HTML.
      news: [
        {
          date: '2025-01-01',
          anchor: 'a',
          text: 'News\u001b\uD800',
          headline: 'News\u001b\uD800',
          textHtml: 'News\u001b\uD800',
        },
      ],
      publicationsInFeed: 0,
    } as unknown as Parameters<typeof atomFeed>[0];
    const xml = atomFeed(site);
    expect(xmlError(xml)).toBeUndefined();
    expect(parseAtomFeed(xml).entries?.[0]?.title?.value).toBe('News');
  });
});

/**
 * Where each kind gets the characters: the file (TypeScript, YAML or a Markdown file's front matter), the text the
 * field starts with, and how the warning names it. YAML carries them as double-quoted escapes.
 */
const injections = [
  { file: 'profile.ts', before: "name: '", named: 'profile.ts › profile › name' },
  { file: 'news/2030-09-01.md', before: 'title: ', named: 'news/2030-09-01.md:3 › title' },
  { file: 'talks.yaml', before: '  - title: ', named: 'talks.yaml:4 › talks[0] › title' },
  {
    file: 'projects/01-intent-projection.md',
    before: 'description: ',
    named: 'projects/01-intent-projection.md:4 › description',
  },
  { file: 'timeline.ts', before: "title: '", named: 'timeline.ts › education[0] (id "phd-nordhavn") › title' },
  { file: 'skills.ts', before: "title: '", named: 'skills.ts › skills[0] (id "research-methods") › title' },
  { file: 'teaching.ts', before: "course: '", named: 'teaching.ts › teaching[0] › course' },
  { file: 'cv.ts', before: "title: '", named: 'cv.ts › service[0] › title' },
  { file: 'publications.ts', before: "alt: '", named: 'publications.ts › lindqvist2023gaze › alt' },
];

/** The kind a content file holds: `news/2030-09-01.md` and `talks.yaml` as `news` and `talks`. */
const kindOf = (file: string) => file.split(/[/.]/)[0]!;

/** `text` with the characters put at the start of the field after `before` (quoted as YAML needs). */
function inject(file: string, text: string, before: string): string {
  const mark = `ctl-${kindOf(file)}-A${removedEscapes}B\\u2028\\u2029 `;
  if (file.endsWith('.ts')) return text.replace(before, `${before}${mark}`);
  const at = text.indexOf(before) + before.length;
  const end = text.indexOf('\n', at);
  const value = text.slice(at, end).replace(/^'(.*)'$/, '$1');
  return `${text.slice(0, at)}"${mark}${value.replaceAll('"', '\\"')}"${text.slice(end)}`;
}

test('every kind: the build warns by name, and every page and feed it writes parses', async () => {
  test.setTimeout(240_000);
  // The complete test owner (every kind) in a copy, with the sample's public files.
  const site = sampleCopy('control-characters-');
  const content = path.join(site, 'content');
  try {
    const complete = path.join(repoRoot, 'visual-tests/owners/complete/content');
    // Only the complete owner's files: a kind it keeps as YAML must not meet the sample's TypeScript form.
    rmSync(content, { recursive: true });
    mkdirSync(content);
    for (const name of readdirSync(complete, { recursive: true, encoding: 'utf8' })) {
      if (statSync(path.join(complete, name)).isDirectory()) {
        mkdirSync(path.join(content, name), { recursive: true });
        continue;
      }
      let text = readFileSync(path.join(complete, name), 'utf8');
      // A file that re-exports the sample's gets the sample's text, so the copy stands alone.
      const reexport = /export \* from '[./]+\/sample\/content\/(\w+)';/.exec(text);
      if (reexport) text = readFileSync(path.join(repoRoot, `sample/content/${reexport[1]}.ts`), 'utf8');
      const injection = injections.find((i) => i.file === name);
      if (injection) {
        expect(text, name).toContain(injection.before);
        // U+2028 and U+2029 are text: kept, and JSON, the feeds and the scripts carry them.
        text = inject(name, text, injection.before);
      }
      if (name === 'publications.bib') text = text.replace(/^(\s*title\s*=\s*\{)/gm, `$1ctl-bib-A${removedRaw}B `);
      writeFileSync(path.join(content, name), text);
    }
    const { code, output, outDir } = await buildSite(site);
    expect(code, output).toBe(0);
    const warning = `removed ${removedCount} invisible control characters (U+0000, U+0001,`;
    for (const { file, named } of injections) {
      const line = output.split('\n').find((l) => l.includes(`content/${named}`) && l.includes(warning));
      expect(line, `${file}: ${output}`).toBeDefined();
      expect(line).toContain(`U+DFFF, U+D800) that no page or feed can carry: shown without them`);
    }
    const bibWarnings = output.split('\n').filter((l) => / › title: removed 36 invisible control characters/.test(l));
    expect(bibWarnings.length).toBe(15);

    // Not one of the characters (raw, escaped in a chunk, or a surrogate turned into U+FFFD) in any file.
    const textFiles = filesUnder(outDir).filter((f) => /\.(html|xml|json|js|css|txt|webmanifest|bib)$/.test(f));
    const shown = new Set<string>();
    for (const rel of textFiles) {
      const text = readFileSync(path.join(outDir, rel), 'utf8');
      expect(text.match(/ctl-\w+-A(?!B)../gu) ?? [], rel).toEqual([]);
      for (const m of text.matchAll(/ctl-(\w+)-AB/g)) shown.add(m[1]!);
    }
    expect([...shown].sort()).toEqual(
      ['bib', 'cv', 'news', 'profile', 'projects', 'publications', 'skills', 'talks', 'teaching', 'timeline'].sort(),
    );

    // The feeds, read by a strict XML parser and a feed reader.
    const xml = readFileSync(path.join(outDir, 'feed.xml'), 'utf8');
    expect(xmlError(xml)).toBeUndefined();
    const atom = parseAtomFeed(xml);
    expect(atom.authors?.[0]?.name).toMatch(/^ctl-profile-AB\u2028\u2029 /);
    expect(atom.entries?.some((e) => e.title?.value?.startsWith('ctl-news-AB\u2028\u2029 '))).toBe(true);
    expect(atom.entries?.some((e) => e.title?.value?.startsWith('ctl-bib-AB '))).toBe(true);
    const json = parseJsonFeed(JSON.parse(readFileSync(path.join(outDir, 'feed.json'), 'utf8')));
    expect(json.items?.some((item) => item.title?.startsWith('ctl-news-AB\u2028\u2029 '))).toBe(true);

    // Every page, read by an HTML parser: no parse error at all.
    for (const rel of textFiles.filter((f) => f.endsWith('.html'))) {
      const errors: string[] = [];
      parse(readFileSync(path.join(outDir, rel), 'utf8'), { onParseError: (e) => errors.push(e.code) });
      expect(errors, rel).toEqual([]);
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
