import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { builtPageRoutes, outDir } from '../support/buildOutput';
import { gotoRoute } from '../support/page';
import { expect, test } from './fixtures';

/*
 * Reflow (WCAG 1.4.10): at 320 px no page is wider than the phone, whatever the owner wrote (a
 * 60-character address, a long word, a table). Every route of the build, the news items' and projects' own
 * pages and the pages that run no app; one page each, no screenshot, so the check stays cheap.
 */

/** The pages the build wrote in a folder of entries' own pages (news/<id>.html, projects/<id>.html): none without. */
const filesIn = (folder: string) =>
  existsSync(path.join(outDir, folder))
    ? readdirSync(path.join(outDir, folder)).filter((f) => f.endsWith('.html'))
    : [];
const newsFiles = filesIn('news');
const projectFiles = filesIn('projects');
const appRoutes = [
  ...builtPageRoutes().map((r) => r.path),
  ...newsFiles.map((f) => (f === 'index.html' ? '/news' : `/news/${f.replace(/\.html$/, '')}`)),
  ...projectFiles.map((f) => `/projects/${f.replace(/\.html$/, '')}`),
];
const staticPages = [
  ...newsFiles.map((f) => `news/${f}`),
  ...projectFiles.map((f) => `projects/${f}`),
  ...(existsSync(path.join(outDir, 'publications/index.html')) ? ['publications/index.html'] : []),
];

/** How far the page is wider than its window: 0 when it reflows. */
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe('At 320 px, nothing is wider than the phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce' });

  test('every route of the app', async ({ page }) => {
    const wide: string[] = [];
    for (const route of appRoutes) {
      await gotoRoute(page, route);
      const extra = await page.evaluate(overflow);
      if (extra > 0) wide.push(`#${route}: ${extra} px wider than the window`);
    }
    expect(wide).toEqual([]);
  });

  test('every page that runs no app (news/, the news items’ and projects’ pages, publications/)', async ({ page }) => {
    const wide: string[] = [];
    for (const file of staticPages) {
      await page.goto(`./${file}`);
      const extra = await page.evaluate(overflow);
      if (extra > 0) wide.push(`${file}: ${extra} px wider than the window`);
    }
    expect(wide).toEqual([]);
  });
});
