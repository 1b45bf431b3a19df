import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// The sample has every page.
import { allPages as pageRoutes } from '../../src/app/pageList';
import { profile } from '../owners/complete/content/profile';
import { gotoRoute } from '../support/page';

const sectionHeadings = ['Education', 'Publications', 'Experience', 'Awards and Guest Talks', 'Skills'];

/** About printed to an A4 PDF by Chromium, as text (poppler's pdftotext keeps the reading layout). */
async function printAbout(page: import('@playwright/test').Page) {
  await gotoRoute(page, '/about');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
  const dir = mkdtempSync(join(tmpdir(), 'cv-print-'));
  const file = join(dir, 'about.pdf');
  writeFileSync(file, pdf);
  let text: string;
  try {
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext not found: install poppler-utils');
    throw error;
  }
  const pages = text.split('\f').filter((p) => p.trim());
  return { file, text, pages };
}

test.describe('Print: About is a clean CV', () => {
  test('the PDF has the name and every section heading, and no navigation, table of contents or buttons', async ({
    page,
  }) => {
    const { text, pages } = await printAbout(page);
    const lines = text.split('\n').map((l) => l.trim());
    expect(text).toContain(profile.name);
    for (const heading of sectionHeadings) expect(lines, heading).toContain(heading);
    // Headings appear in the page's order.
    const positions = sectionHeadings.map((h) => lines.indexOf(h));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // A nav label may also be a heading (About, Publications): it must occur no more often than in
    // the printed main content, which excludes the hidden table of contents.
    const mainText = await page.locator('main').evaluate((main) => (main as HTMLElement).innerText);
    const count = (haystack: string, word: string) => haystack.match(new RegExp(`\\b${word}\\b`, 'g'))?.length ?? 0;
    for (const { label } of pageRoutes) expect(count(text, label), `nav label ${label}`).toBe(count(mainText, label));
    expect(text).not.toContain('On this page');
    expect(text).not.toContain('Skip to content');
    expect(text).not.toContain('Resume (PDF)');
    expect(text).not.toContain('Poster (PDF)');
    expect(text).not.toContain('©');
    expect(pages.length).toBeGreaterThan(1);
  });

  test('links print their address after the link text', async ({ page }) => {
    await gotoRoute(page, '/about');
    const external = page.locator('main a[href^="http"]');
    const { text } = await printAbout(page);
    const flat = text.replace(/\s+/g, '');
    const hrefs = await external.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) expect(flat).toContain(`(${href.replace(/\s+/g, '')})`);
    // The rule itself, for links that About may not have today.
    const after = await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = 'https://example.org/paper';
      a.textContent = 'paper';
      document.querySelector('main')!.append(a);
      return getComputedStyle(a, '::after').content;
    });
    expect(after).toBe('" (https://example.org/paper)"');
  });

  test('computed print styles: black on white, no nav/TOC/buttons, entries kept whole', async ({ page }) => {
    await gotoRoute(page, '/about');
    await page.emulateMedia({ media: 'print' });
    const styles = await page.evaluate(() => {
      const css = (el: Element | null) => (el ? getComputedStyle(el) : undefined);
      const visible = (el: Element) => css(el)!.display !== 'none' && (el as HTMLElement).offsetParent !== null;
      return {
        body: { color: css(document.body)!.color, background: css(document.body)!.backgroundColor },
        headingColor: css(document.querySelector('main h2'))!.color,
        mutedColors: [...document.querySelectorAll('main p, main li, main time')].map((el) => css(el)!.color),
        navVisible: [...document.querySelectorAll('nav')].some(visible),
        buttonsVisible: [...document.querySelectorAll('main button, main [data-print="hide"]')].some(visible),
        footerVisible: visible(document.querySelector('body footer')!),
        entries: [...document.querySelectorAll('main li')].map((el) => css(el)!.breakInside),
        headingsBreakAfter: [...document.querySelectorAll('main h2, main h3')].map((el) => css(el)!.breakAfter),
      };
    });
    expect(styles.body).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    expect(styles.headingColor).toBe('rgb(0, 0, 0)');
    expect(new Set(styles.mutedColors)).toEqual(new Set(['rgb(0, 0, 0)']));
    expect(styles.navVisible).toBe(false);
    expect(styles.buttonsVisible).toBe(false);
    expect(styles.footerVisible).toBe(false);
    expect(styles.entries.length).toBeGreaterThan(10);
    expect(new Set(styles.entries)).toEqual(new Set(['avoid']));
    expect(new Set(styles.headingsBreakAfter)).toEqual(new Set(['avoid']));
  });

  test('on screen nothing changes: the navigation and the table of contents are there', async ({ page }) => {
    await gotoRoute(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resume (PDF)' })).toBeVisible();
  });
});
