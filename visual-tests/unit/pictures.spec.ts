import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { checkContent } from '../../tooling/content/loadContent';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { buildSite, filesUnder, sampleCopy } from '../support/siteCopy';

/*
 * Pictures made to fit (tooling/plugins/responsiveImages.ts, src/content/pictureSlots.ts), on a
 * copy of the sample whose photo is a camera's 4000 px JPEG (made here: no multi-MB file in the repository)
 * and whose hover photo is smaller than its slot.
 */

/** A photo-like JPEG (noise compresses as badly as a real photo does). */
async function photo(file: string, width: number, height: number) {
  await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toFile(file);
}

const edit = (file: string, from: string, to: string) => {
  const before = readFileSync(file, 'utf8');
  expect(before, `${file} has "${from}"`).toContain(from);
  writeFileSync(file, before.replace(from, to));
};

const location = (site: string) => ({
  root: repoRoot,
  contentDir: path.join(site, 'content'),
  publicDir: path.join(site, 'public'),
});

test.describe('pictures: the content check', () => {
  test('a photo far wider than its slot is a warning naming the file with its figures', async () => {
    const site = sampleCopy('pictures-check-');
    await photo(path.join(site, 'public/images/profile/portrait.jpg'), 4000, 3000);
    const { issues } = await checkContent(location(site));
    const lines = issues.map(formatIssue);
    const warning = lines.find((l) => l.includes('portrait.jpg is'));
    expect(warning, lines.join('\n')).toMatch(
      /\/content\/profile\.ts › profile › photo\.src: \S*\/public\/images\/profile\/portrait\.jpg is 4000×3000 px, \d+\.\d MB; it is shown at most 380 px wide: 760 px is enough/,
    );
    expect(issues.find((i) => i.problem.includes('portrait.jpg is'))?.severity).toBe('warning');
    // The hover photo (800 px, the sample's) is within twice what is enough: no warning.
    expect(lines.filter((l) => l.includes('portrait-robot.jpg is'))).toEqual([]);
    rmSync(site, { recursive: true, force: true });
  });

  test('a picture that is not an image stops the build, named where the content shows it', async () => {
    const site = sampleCopy('pictures-text-');
    writeFileSync(path.join(site, 'public/images/profile/portrait.jpg'), 'notes for the photo shoot\n');
    const { issues } = await checkContent(location(site));
    const error = issues.find((i) => i.field === 'photo.src' && !i.severity);
    expect(error && formatIssue(error)).toMatch(
      /\/content\/profile\.ts › profile › photo\.src: images\/profile\/portrait\.jpg is not an image \(/,
    );
    const build = await buildSite(site);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('profile.ts › profile › photo.src: images/profile/portrait.jpg is not an image');
    // sharp's own words never reach the owner.
    expect(build.output).not.toMatch(/unsupported image format|Input file contains/i);
    rmSync(site, { recursive: true, force: true });
  });
});

/** A PNG's bytes that say `size`×`size` pixels: a valid header, little data (decoding it is what the limit prevents). */
function pngHeader(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // 8 bits per sample, greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(size + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a picture over the pixel limit is named as such, not as "not an image"', async () => {
  const site = sampleCopy('pictures-huge-');
  try {
    writeFileSync(path.join(site, 'public/images/profile/portrait.jpg'), pngHeader(30000));
    const { issues } = await checkContent(location(site));
    const error = issues.find((i) => i.field === 'photo.src' && !i.severity);
    expect(error && formatIssue(error)).toMatch(
      /\/content\/profile\.ts › profile › photo\.src: images\/profile\/portrait\.jpg is 30000×30000 px, over the 268 million pixels the build decodes: save a smaller copy$/,
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.describe('pictures: the build', () => {
  test.describe.configure({ timeout: 240_000 });

  test('makes only the widths each slot draws at, publishes no original it made to fit, and caches', async () => {
    const site = sampleCopy('pictures-build-');
    await photo(path.join(site, 'public/images/profile/portrait.jpg'), 4000, 3000);
    await photo(path.join(site, 'public/images/profile/portrait-robot.jpg'), 300, 375);
    // A paper's figure: on its card and on its own page.
    await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#3a6' } })
      .png()
      .toFile(path.join(site, 'public/images/publications/figure.png'));
    edit(
      path.join(site, 'content/publications.ts'),
      "'images/publications/gaze-handover.svg'",
      "'images/publications/figure.png'",
    );
    // The hover photo is also a logo on About: linked as a file there, so its original is published.
    edit(
      path.join(site, 'content/timeline.ts'),
      "'images/logos/nordhavn-university.svg'",
      "'images/profile/portrait-robot.jpg'",
    );

    const first = await buildSite(site);
    expect(first.code, first.output).toBe(0);
    // One line per picture as it is done (two at a time: the order is the order they finish), with its count.
    expect(first.output).toMatch(
      /images [123]\/3: images\/profile\/portrait-robot\.jpg, 200, 240, 300 px wide \(\d+\.\d s\)/,
    );
    expect(first.output).toMatch(
      /images [123]\/3: images\/profile\/portrait\.jpg, 200, 240, 340, 380, 400, 480, 680, 760 px wide \(\d+\.\d s\)/,
    );
    expect(first.output).toMatch(
      /portrait\.jpg is 4000×3000 px, \d+\.\d MB; it is shown at most 380 px wide: 760 px is enough/,
    );

    const files = filesUnder(first.outDir);
    const widths = (name: string, format: string) =>
      files
        .flatMap((f) => new RegExp(`^assets/img/profile/${name}-(\\d+)w\\.\\w+\\.${format}$`).exec(f)?.[1] ?? [])
        .map(Number)
        .sort((a, b) => a - b);
    for (const format of ['avif', 'webp']) {
      expect(widths('portrait', format)).toEqual([200, 240, 340, 380, 400, 480, 680, 760]);
      expect(widths('portrait-robot', format)).toEqual([200, 240, 300]);
    }
    const figure = (format: string) =>
      files
        .flatMap((f) => new RegExp(`^assets/img/publications/figure-(\\d+)w\\.\\w+\\.${format}$`).exec(f)?.[1] ?? [])
        .map(Number)
        .sort((a, b) => a - b);
    // The card's widths (400, 540, 600 and twice those) and the page's (400, 736, 800 and twice those).
    for (const format of ['avif', 'webp'])
      expect(figure(format)).toEqual([400, 540, 600, 736, 800, 1080, 1200, 1472, 1600]);
    // The paper's own page (publications/<id>.html; index.html is the list, with the card).
    const pages = files.filter((f) => /^publications\/[\w.-]+\.html$/.test(f) && !f.endsWith('/index.html'));
    const page = pages.map((f) => readFileSync(path.join(first.outDir, f), 'utf8')).find((h) => h.includes('figure-'));
    const pageSrcset = /<img [^>]*srcset="([^"]*figure-[^"]*)"/i.exec(page ?? '')?.[1] ?? '';
    expect(pageSrcset.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]))).toEqual([400, 736, 800, 1472, 1600]);
    expect(existsSync(path.join(first.outDir, 'images/publications/figure.png'))).toBe(false);
    // The photo's original is shown only made to fit: not published; the logo's is linked, so it is.
    expect(existsSync(path.join(first.outDir, 'images/profile/portrait.jpg'))).toBe(false);
    expect(existsSync(path.join(first.outDir, 'images/profile/portrait-robot.jpg'))).toBe(true);
    // The JSON-LD `image` is the widest made-to-fit file.
    const html = readFileSync(path.join(first.outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/"image":\s*"https:\/\/[^"]*\/assets\/img\/profile\/portrait-760w\.\w{10}\.webp"/);
    expect(html).not.toContain('images/profile/portrait.jpg');

    // The second build reads every file from the cache.
    const second = await buildSite(site);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(
      /images [123]\/3: images\/profile\/portrait-robot\.jpg, 200, 240, 300 px wide \(from the cache\)/,
    );
    expect(second.output).toMatch(
      /images [123]\/3: images\/profile\/portrait\.jpg, 200, 240, 340, 380, 400, 480, 680, 760 px wide \(from the cache\)/,
    );
    rmSync(site, { recursive: true, force: true });
  });
});
