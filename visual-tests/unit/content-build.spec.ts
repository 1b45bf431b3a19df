import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { viteCli } from '../support/viteCli';
import { pageFileOf, prerenderedPage } from '../support/buildOutput';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the real `vite build` with CONTENT_DIR pointing at a fixture folder; `html` is the built
 * index.html (empty when the build failed).
 */
function build(contentDir: string): Promise<{ code: number | null; stderr: string; html: string; pages: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'content-build-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      let html = '';
      let pages = '';
      try {
        html = readFileSync(join(outDir, 'index.html'), 'utf8');
        pages = readFileSync(join(outDir, pageFileOf(html, 'publications')), 'utf8');
      } catch {
        // no index.html: the build failed
      }
      rmSync(outDir, { recursive: true, force: true });
      resolve({ code, stderr, html, pages });
    });
  });
}

test.describe('Content validator in the build', () => {
  test('vite build on broken content exits non-zero and prints every problem with file, entry and field', async () => {
    test.setTimeout(120_000);
    const { code, stderr } = await build('visual-tests/fixtures/content-bad');
    expect(code).not.toBe(0);
    const dir = 'visual-tests/fixtures/content-bad';
    for (const line of [
      // An http:// link is published as written: a warning, not a problem.
      `${dir}/profile.ts › profile › affiliation.href: link "http://example.org/lab" is http://: published as written; write https:// where example.org has it`,
      `${dir}/profile.ts › profile › photo.alt: alt text is empty`,
      `${dir}/profile.ts › profile › resume: file "files/no-such-cv.pdf" not found in public/`,
      `${dir}/profile.ts › profile › email: "owner-at-example.org" is not a valid email address`,
      `${dir}/publications.ts › fixture-paper › image: file "images/no-such-image.svg" not found in public/`,
      `${dir}/publications.ts › no-such-key: no entry "no-such-key" in publications.bib`,
      `${dir}/projects.ts › currentProjects[0] (id "fixture-project") › alt: alt text is missing`,
      // What the site can show sensibly is listed too, as a warning: the month is left out, the entry forthcoming.
      `${dir}/publications.bib › fixture-paper › month: unknown month "Smarch" (use jan–dec, a month name or 1–12): the year alone is shown`,
      `${dir}/publications.bib › fixture-no-year › year: no year: listed as forthcoming (write year = 2025 once it is out)`,
    ]) {
      expect(stderr).toContain(line);
    }
    expect(stderr).toContain('Content check failed (6 problems):');
    // The sample's public/ beside this content: its files that this content never names are listed too.
    expect(stderr).toMatch(/Content warnings \(\d+ warnings: shown on the site as described\):/);
    expect(stderr).toContain(
      'sample/public/files/papers/lindqvist-chi24-projected-intent.pdf: nothing on the site refers',
    );
    // The report once, as the build's last words: its count, and no stack trace after it.
    expect(stderr.split('Content check failed').length).toBe(2);
    expect(stderr.trimEnd().endsWith('The build stopped: 6 problems in the content, listed above.')).toBe(true);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

test.describe('Card images in the build', () => {
  test('an owner’s JPEG card image gets AVIF and WebP candidates; an SVG stays a plain <img>', async () => {
    test.setTimeout(180_000);
    // The sample content with one publication's card image swapped for a photo that public/ already has.
    const contentDir = mkdtempSync(join(tmpdir(), 'content-raster-card-'));
    try {
      cpSync(join(root, 'sample/content'), contentDir, { recursive: true });
      const overrides = join(contentDir, 'publications.ts');
      const sample = readFileSync(overrides, 'utf8');
      const raster = sample.replace(
        "image: 'images/publications/projected-intent.svg'",
        "image: 'images/profile/portrait.jpg'",
      );
      expect(raster).not.toBe(sample);
      writeFileSync(overrides, raster);

      const { code, stderr, html, pages } = await build(contentDir);
      expect(code, stderr).toBe(0);
      const page = prerenderedPage(html, 'publications', pages);
      const card = (title: string) => page.split('<article').find((a) => a.includes(title)) ?? '';

      const photo = card('Show, Then Move');
      // Attribute names as HTML has them (React writes srcSet, the build's HTML parser srcset).
      expect(photo).toMatch(/<picture><source type="image\/avif" srcset="[^"]*\.avif \d+w/i);
      expect(photo).toMatch(/<img src="[^"]*\.webp" srcset="[^"]*\.webp \d+w[^"]*" sizes="[^"]+"/i);

      const drawing = card('Where Is It Looking?');
      expect(drawing).toContain('<img src="images/publications/gaze-handover.svg"');
      expect(drawing).not.toContain('<picture');
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
