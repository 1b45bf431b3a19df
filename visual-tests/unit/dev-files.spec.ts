import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { completeOutDir, repoRoot } from '../support/buildOutput';
import { linkUris, outlineTitles } from '../support/pdfRead';
import { pdfText } from '../support/pdfText';
import { viteCli } from '../support/viteCli';

/**
 * `npm run dev` serves every file the build writes, as the build writes it: the list comes from the complete
 * owner's build (dist-complete/), so a file added to the build and not to the dev server fails here.
 */

/** Build files that are no page's: hashed chunks and styles, the build's manifest, the host's headers file. */
const notServed = (file: string) => /^(assets|\.vite)\//.test(file) || file === '_headers' || file === 'index.html';

/** The type each kind of file is served with. */
const types: Record<string, string> = {
  html: 'text/html',
  xml: 'application/xml',
  json: 'application/json',
  txt: 'text/plain',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  bib: 'application/x-bibtex',
  webmanifest: 'application/manifest+json',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function filesIn(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const file = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesIn(dir, file) : [file];
  });
}

test.describe('The dev server', () => {
  let dev: ChildProcess | undefined;
  let url: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    url = `http://localhost:${port}/`;
    dev = spawn(process.execPath, [viteCli, '--port', String(port), '--strictPort'], {
      cwd: repoRoot,
      env: { ...process.env, SITE_DIR: 'sample', CONTENT_DIR: 'visual-tests/owners/complete/content', NO_COLOR: '1' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the dev server did not start');
  });

  test.afterAll(() => dev?.kill());

  test('serves every file the build writes, with its type; the content-made files byte for byte', async () => {
    test.setTimeout(180_000);
    const files = filesIn(completeOutDir).filter((file) => !notServed(file));
    // The complete owner's build holds each kind of generated file: a list without them would prove nothing.
    for (const expected of ['feed.xml', 'feed.json', 'resume.json', 'news/index.html', 'publications/index.html'])
      expect(files).toContain(expected);
    const wrong: string[] = [];
    for (const file of files) {
      const response = await fetch(new URL(file, url));
      const type = response.headers.get('content-type') ?? '';
      const body = new Uint8Array(await response.arrayBuffer());
      const built = new Uint8Array(readFileSync(path.join(completeOutDir, file)));
      const extension = file.split('.').pop()!;
      const problem =
        response.status !== 200
          ? `status ${response.status}`
          : !type.startsWith(types[extension] ?? '(no type expected)')
            ? `type ${type}`
            : extension === 'html'
              ? // A page that runs no app, not the app's index.html that an unknown address falls back to.
                !Buffer.from(body).toString('utf8').includes('<base href="../">')
                ? 'the app, not the page'
                : undefined
              : extension === 'pdf'
                ? !Buffer.from(body).subarray(0, 5).equals(Buffer.from('%PDF-'))
                  ? 'not a PDF'
                  : undefined
                : !Buffer.from(body).equals(Buffer.from(built))
                  ? 'not as built'
                  : undefined;
      if (problem) wrong.push(`${file}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  test('its CVs are the ones the build prints: the same text page by page, the same links and bookmarks', async () => {
    test.setTimeout(60_000);
    // The full CV and the complete owner's short one (cv.ts › cvVariants).
    for (const file of ['maya-lindqvist-cv.pdf', 'maya-lindqvist-cv-short.pdf']) {
      const response = await fetch(new URL(file, url));
      expect(response.headers.get('content-type'), file).toBe('application/pdf');
      const served = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      const built = await PDFDocument.load(readFileSync(path.join(completeOutDir, file)));
      const text = pdfText(built);
      // The reader reads: the owner's name and a heading, as the fixture writes them.
      expect(text[0], file).toContain('Maya Lindqvist\n');
      expect(text.join(''), file).toContain('Education\n');
      expect(pdfText(served), file).toEqual(text);
      expect(linkUris(served), file).toEqual(linkUris(built));
      expect(outlineTitles(served), file).toEqual(outlineTitles(built));
    }
  });
});
