import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { setFittedPictures } from '../../tooling/content/pictures/bodyPictures';
import { checkContent } from '../../tooling/content/loadContent';
import { renderMarkdown } from '../../tooling/content/markdown/markdown';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { feedItems } from '../../tooling/generators/feeds';
import { repoRoot } from '../support/buildOutput';

/*
 * A Markdown body shows pictures from public/, each with its alt text, made to fit like every picture: the
 * build makes it at the body column's widths and the body's HTML names those files. A picture from elsewhere,
 * or one without alt text, is refused by name.
 */

test.afterEach(() => setFittedPictures({}));

test('a picture from public/ with its alt text is shown, loaded lazily; one from elsewhere or without words is refused', () => {
  const body = renderMarkdown(
    'The boat:\n\n![Our boat at sea](images/boat.jpg)\n\n![](images/plain.jpg)\n\n![A map](https://maps.example.org/m.png)',
  );
  expect(body.html).toBe(
    '<p>The boat:</p>\n<p><img src="images/boat.jpg" alt="Our boat at sea" loading="lazy" decoding="async"></p>\n<p><img src="images/plain.jpg" alt="" loading="lazy" decoding="async"></p>\n<p><img alt="A map" loading="lazy" decoding="async"></p>',
  );
  expect(body.pictures).toEqual(['images/boat.jpg']);
  expect(body.refused).toEqual([
    'picture images/plain.jpg has no alt text (write what it shows in ![…])',
    'picture https://maps.example.org/m.png (a picture is shown from public/: put the file there and name its path)',
  ]);
});

test('once the build has made a picture’s files, the body names them: AVIF and WebP at the column’s widths, its box reserved', () => {
  setFittedPictures({
    'images/boat.jpg': { width: 1600, height: 900, stem: 'boat', hash: '0123456789', widths: [400, 640, 800, 1280] },
  });
  expect(renderMarkdown('![Our boat at sea](images/boat.jpg)').html).toBe(
    '<p><picture><source type="image/avif" srcset="assets/img/boat-400w.0123456789.avif 400w, assets/img/boat-640w.0123456789.avif 640w, assets/img/boat-800w.0123456789.avif 800w, assets/img/boat-1280w.0123456789.avif 1280w" sizes="(min-width: 720px) 640px, 100vw"><img src="assets/img/boat-640w.0123456789.webp" srcset="assets/img/boat-400w.0123456789.webp 400w, assets/img/boat-640w.0123456789.webp 640w, assets/img/boat-800w.0123456789.webp 800w, assets/img/boat-1280w.0123456789.webp 1280w" sizes="(min-width: 720px) 640px, 100vw" width="1600" height="900" alt="Our boat at sea" loading="lazy" decoding="async"></picture></p>',
  );
});

test('the content check: a body’s raster is a picture the build makes to fit; a missing one is named where it is', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'body-pictures-'));
  const [contentDir, publicDir] = [path.join(dir, 'content'), path.join(dir, 'public')];
  mkdirSync(path.join(contentDir, 'news'), { recursive: true });
  mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toFile(path.join(publicDir, 'images/boat.jpg'));
  writeFileSync(
    path.join(contentDir, 'news/2024-03-02-boat.md'),
    '---\ndate: 2024-03-02\n---\n\nOur boat is out.\n\n![Our boat at sea](images/boat.jpg)\n\n![The crew](images/crew.jpg)\n',
  );
  const checked = await checkContent({ root: repoRoot, contentDir, publicDir });
  expect(checked.pictures.filter((p) => p.slots.includes('body'))).toEqual([
    {
      src: 'images/boat.jpg',
      slots: ['body'],
      at: { file: `${path.relative(repoRoot, contentDir)}/news.ts`, entry: 'news[0] (2024-03-02)', field: 'body' },
    },
    {
      src: 'images/crew.jpg',
      slots: ['body'],
      at: { file: `${path.relative(repoRoot, contentDir)}/news.ts`, entry: 'news[0] (2024-03-02)', field: 'body' },
    },
  ]);
  expect(
    checked.issues
      .map(formatIssue)
      .filter((line) => line.includes('2024-03-02-boat.md'))
      .map((line) => line.slice(line.indexOf('2024-03-02-boat.md'))),
  ).toEqual(['2024-03-02-boat.md:5 › body: picture [images/crew.jpg]: file "images/crew.jpg" not found in public/']);
});

test('a feed reader gets the body’s picture with every address absolute (src and each of srcset)', () => {
  setFittedPictures({
    'images/boat.jpg': { width: 800, height: 600, stem: 'boat', hash: 'abcdef0123', widths: [400, 640] },
  });
  const news = [
    {
      date: '2024-03-02',
      anchor: 'news-2024-03-02',
      page: '2024-03-02-boat',
      title: 'The boat',
      bodyHtml: renderMarkdown('![Our boat](images/boat.jpg)').html,
    },
  ];
  const content = {
    profile: { site: { url: 'https://ines.example.org/' } },
    news,
    publications: [],
    publicationsInFeed: 0,
  };
  const [item] = feedItems(content as unknown as Parameters<typeof feedItems>[0]);
  expect(item!.html).toBe(
    '<p><picture><source type="image/avif" srcset="https://ines.example.org/assets/img/boat-400w.abcdef0123.avif 400w, https://ines.example.org/assets/img/boat-640w.abcdef0123.avif 640w" sizes="(min-width: 720px) 640px, 100vw"><img src="https://ines.example.org/assets/img/boat-640w.abcdef0123.webp" srcset="https://ines.example.org/assets/img/boat-400w.abcdef0123.webp 400w, https://ines.example.org/assets/img/boat-640w.abcdef0123.webp 640w" sizes="(min-width: 720px) 640px, 100vw" width="800" height="600" alt="Our boat" loading="lazy" decoding="async"></picture></p>',
  );
});
