import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { widthsFor } from '../../src/content/pictureSlots';
import { pictureUses } from '../../tooling/content/pictures/pictureUses';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { runPreviews } from '../../tooling/previews/run';
import { defaultRetry } from '../../tooling/import/http';
import { completeOutDir } from '../support/buildOutput';
import { startRecordedServices, type RecordedServices } from '../support/recordedServices';

/*
 * A paper's preview (al-folio's `preview = {…}`): its own widths, a remote one never fetched by the build
 * (a warning naming the command that does), and `npm run previews` against answers served on 127.0.0.1.
 */

/** A site folder: content/publications.bib as given, an empty public/. */
function site(bib: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'previews-'));
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'content/publications.bib'), bib);
  return { content: path.join(dir, 'content'), public: path.join(dir, 'public') };
}
const entry = (key: string, preview: string) =>
  `@inproceedings{${key},\n  author = {Lindqvist, Maya},\n  title = {Paper ${key}},\n  booktitle = {Proc.},\n  year = {2024},\n  preview = {${preview}}\n}\n`;
const warnings = (dirs: { content: string; public: string }) =>
  readPublications(dirs.content, 'site', {}, dirs.public).issues.map(formatIssue);

test.describe('Previews: the build', () => {
  test('a remote preview is not fetched: the warning names file › entry › field and the command', () => {
    const dirs = site(entry('far2024', 'https://example.org/teaser.png'));
    expect(warnings(dirs)).toEqual([
      'site/publications.bib › far2024 › preview: remote image "https://example.org/teaser.png" is not fetched by the build (the site requests nothing from other hosts): `npm run previews` downloads it once into public/images/publications/ and records it in previews.json; shown without it until then',
    ]);
    expect(readPublications(dirs.content, 'site', {}, dirs.public).publications[0]!.preview).toBeUndefined();
  });

  test('a remote preview recorded in previews.json is shown from its saved copy, with no warning', () => {
    const dirs = site(entry('far2024', 'https://example.org/teaser.png'));
    mkdirSync(path.join(dirs.public, 'images/publications'), { recursive: true });
    writeFileSync(path.join(dirs.public, 'images/publications/far2024.png'), 'saved');
    writeFileSync(
      path.join(dirs.content, 'previews.json'),
      JSON.stringify({
        'https://example.org/teaser.png': { file: 'images/publications/far2024.png', fetched: '2026-11-27' },
      }),
    );
    const read = readPublications(dirs.content, 'site', {}, dirs.public);
    expect(read.issues).toEqual([]);
    expect(read.publications[0]!.preview).toBe('images/publications/far2024.png');
    // Not shown as a card: the entry stays a row, its picture is the preview alone.
    expect(read.publications[0]!.image).toBeUndefined();
  });

  test('a previews.json that is not JSON is a warning; the command will not overwrite it', async () => {
    const dirs = site(entry('far2024', 'https://example.org/teaser.png'));
    writeFileSync(path.join(dirs.content, 'previews.json'), '{ "https://example.org/teaser.png": <<<<<<< HEAD');
    expect(warnings(dirs)[0]).toMatch(
      /^site\/previews\.json: is not JSON \(.+\): remote previews are shown without their copies until `npm run previews` writes it again$/,
    );
    const lines: string[] = [];
    const result = await runPreviews({
      bibPath: path.join(dirs.content, 'publications.bib'),
      bibLabel: 'site/publications.bib',
      dataPath: path.join(dirs.content, 'previews.json'),
      publicDir: dirs.public,
      retry: defaultRetry,
      today: '2026-11-27',
      log: (line) => lines.push(line),
    });
    expect(lines).toEqual([
      expect.stringMatching(/^site\/previews\.json is not JSON \(.+\): mend or remove it first; nothing fetched$/),
    ]);
    expect(result.failed).toEqual(['previews.json']);
    expect(readFileSync(path.join(dirs.content, 'previews.json'), 'utf8')).toBe(
      '{ "https://example.org/teaser.png": <<<<<<< HEAD',
    );
  });

  test('a preview is made at the widths its row and the paper’s page draw it, ×1 and ×2', () => {
    const dirs = site(entry('near2024', 'teaser.png'));
    mkdirSync(path.join(dirs.public, 'images/publications'), { recursive: true });
    writeFileSync(path.join(dirs.public, 'images/publications/teaser.png'), 'png');
    const { publications } = readPublications(dirs.content, 'site', {}, dirs.public);
    const uses = pictureUses({}, publications, 'site');
    expect(uses).toEqual([
      {
        src: 'images/publications/teaser.png',
        slots: ['preview', 'page'],
        at: { file: 'site/publications.bib', entry: 'near2024', field: 'preview' },
      },
    ]);
    // al-folio's usual 640×400 teaser: 56 and 112 px in the row, 400 on a phone's page; none wider than itself.
    expect(widthsFor(['preview'], 640)).toEqual([56, 112, 224]);
    expect(widthsFor(['preview', 'page'], 640)).toEqual([56, 112, 224, 400, 640]);
  });

  test('the complete owner’s list shows a raster preview lazily, at its slot’s widths, never fetched first', () => {
    const html = readFileSync(path.join(completeOutDir, 'publications/index.html'), 'utf8');
    const img = /<img [^>]*portrait-robot-[^>]*>/.exec(html)?.[0] ?? '';
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(img)?.[1];
    expect(attr('sizes')).toBe('(min-width: 600px) 112px, 56px');
    expect(
      attr('srcset')!
        .split(', ')
        .map((c) => Number(/-(\d+)w\.\w+\.webp (\d+)w$/.exec(c)?.[2])),
    ).toEqual([56, 112, 224]);
    expect([attr('width'), attr('height'), attr('loading'), attr('fetchpriority')]).toEqual([
      '800',
      '1000',
      'lazy',
      'low',
    ]);
    // Nothing on the page preloads it.
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*portrait-robot/);
  });
});

test.describe('Previews: npm run previews', () => {
  let services: RecordedServices;
  test.beforeEach(async () => {
    services = await startRecordedServices();
  });
  test.afterEach(() => services.close());

  test('saves each remote preview once, typed by its bytes; refuses what is not a raster, too large or not http(s)', async () => {
    const base = services.base;
    const dirs = site(
      [
        entry('teaser2024', `${base}/previews/teaser.png`),
        entry('photo2023', `${base}/previews/photo.png`),
        entry('drawing2022', `${base}/previews/drawing.svg`),
        entry('signin2021', `${base}/previews/sign-in.png`),
        entry('huge2020', `${base}/previews/three-megabytes.png`),
        entry('gone2019', `${base}/previews/gone.png`),
        entry('file2018', 'file:///etc/passwd'),
        entry('local2017', 'teaser.png'),
      ].join('\n'),
    );
    const bib = readFileSync(path.join(dirs.content, 'publications.bib'), 'utf8');
    const lines: string[] = [];
    const options = {
      bibPath: path.join(dirs.content, 'publications.bib'),
      bibLabel: 'site/publications.bib',
      dataPath: path.join(dirs.content, 'previews.json'),
      publicDir: dirs.public,
      retry: { ...defaultRetry, timeoutMs: 5000, trustedOrigins: [base] },
      today: '2026-11-27',
      log: (line: string) => lines.push(line.replace(base, 'BASE')),
    };
    const result = await runPreviews(options);
    expect(lines).toEqual([
      'site/publications.bib: 7 remote previews',
      `teaser2024: saved public/images/publications/teaser2024.png (640×400 PNG, 364 B) from ${new URL(base).host}`,
      `photo2023: saved public/images/publications/photo2023.jpg (320×200 JPEG, 659 B) from ${new URL(base).host}`,
      'site/publications.bib › drawing2022 › preview: FAILED: not a PNG, JPEG, WebP, AVIF or GIF image (its first bytes say svg)',
      'site/publications.bib › signin2021 › preview: FAILED: not a PNG, JPEG, WebP, AVIF or GIF image (its first bytes say nothing sharp can read)',
      `site/publications.bib › huge2020 › preview: FAILED: ${new URL(base).host}’s answer is larger than 2 MB: not read`,
      `site/publications.bib › gone2019 › preview: FAILED: ${new URL(base).host} answered 404`,
      'site/publications.bib › file2018 › preview: FAILED: "file:///etc/passwd" is not an http(s) address: not fetched',
    ]);
    expect(result.failed).toEqual(['drawing2022', 'signin2021', 'huge2020', 'gone2019', 'file2018']);
    expect(JSON.parse(readFileSync(options.dataPath, 'utf8'))).toEqual({
      [`${base}/previews/teaser.png`]: { file: 'images/publications/teaser2024.png', fetched: '2026-11-27' },
      [`${base}/previews/photo.png`]: { file: 'images/publications/photo2023.jpg', fetched: '2026-11-27' },
    });
    expect(readFileSync(path.join(dirs.public, 'images/publications/teaser2024.png'))).toEqual(
      readFileSync('visual-tests/fixtures/import/preview-teaser.png'),
    );
    expect(existsSync(path.join(dirs.public, 'images/publications/drawing2022.svg'))).toBe(false);
    // The .bib is left as written.
    expect(readFileSync(options.bibPath, 'utf8')).toBe(bib);

    // A second run asks only for what it has not saved.
    const asked = services.requests.length;
    lines.length = 0;
    await runPreviews(options);
    expect(lines.slice(0, 3)).toEqual([
      'site/publications.bib: 7 remote previews',
      'teaser2024: already saved as images/publications/teaser2024.png (2026-11-27)',
      'photo2023: already saved as images/publications/photo2023.jpg (2026-11-27)',
    ]);
    expect(services.requests.slice(asked).map((r) => r.slice(r.indexOf(' /') + 1))).toEqual([
      '/previews/drawing.svg',
      '/previews/sign-in.png',
      '/previews/three-megabytes.png',
      '/previews/gone.png',
    ]);

    // The build then shows the saved copies, and warns of the rest.
    const read = readPublications(dirs.content, 'site', {}, dirs.public);
    expect(read.publications.filter((p) => p.preview).map((p) => [p.id, p.preview])).toEqual([
      ['teaser2024', 'images/publications/teaser2024.png'],
      ['photo2023', 'images/publications/photo2023.jpg'],
    ]);
    expect(read.issues.filter((i) => i.field === 'preview').map((i) => i.entry)).toEqual([
      'drawing2022',
      'signin2021',
      'huge2020',
      'gone2019',
      'file2018',
      'local2017',
    ]);
  });
});
