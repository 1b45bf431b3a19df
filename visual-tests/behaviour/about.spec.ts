import { expect, test, type Page } from '@playwright/test';
import { generatedCvFile } from '../../src/cv/cvFiles';
import { profile } from '../owners/complete/content/profile';
import { publications } from '../support/publications';
import { skills } from '../owners/complete/content/skills';
import { expectImagesDecoded } from '../support/settle';
import { gotoRoute, sharedPage, watchConsole } from '../support/page';

/** The complete owner's sections in its cv.ts's aboutOrder, under its own headings. */
const sectionTitles = [
  'Education',
  'Publications',
  'Experience',
  'Talks and performances',
  'Teaching',
  'Awards and Guest Talks',
  'Software',
  'Service',
  'Students and mentoring',
  'Members',
  'Former members',
  'Skills',
];
const timelineSections = ['Education', 'Experience', 'Awards and Guest Talks'];

/** The CV sections, not the table of contents (which is a navigation with its own heading). */
const sectionHeadings = (page: Page) => page.getByRole('main').locator('section > h2');

/** Fetches a same-site file the way a new tab would and returns its type and first bytes. */
async function fetchFile(page: Page, href: string) {
  const url = new URL(href, page.url()).href;
  const response = await page.request.get(url);
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    head: (await response.body()).subarray(0, 5).toString('latin1'),
  };
}

test.describe('About page', () => {
  // The tests here only read the page as loaded: one load serves them all.
  const about = sharedPage('/about');

  test('one h1, then the sections in the owner’s order, each in the table of contents', async () => {
    const page = about.page();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(sectionHeadings(page)).toHaveText(sectionTitles);
    // Each section is a region named by its heading, so it shows up in a screen reader's landmarks list.
    for (const title of sectionTitles)
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const title of sectionTitles) await expect(toc.getByRole('link', { name: title, exact: true })).toHaveCount(1);
  });

  test('talks: every type badged, the invited ones filled and counted; a .bib set named by its event, never a paper', async () => {
    const talks = about.page().getByRole('region', { name: 'Talks and performances' });
    await expect(talks.getByText('11 talks, 2 of them invited or keynotes.')).toBeVisible();
    await expect(talks.getByRole('listitem')).toHaveCount(11);
    const invited = talks.locator('[data-strong]');
    await expect(invited).toHaveText(['Invited', 'Keynote']);
    await expect(talks.getByRole('listitem').filter({ hasText: 'Algorave Göteborg' })).toContainText('Performance');
    await expect(
      talks.getByRole('link', { name: 'Paper: Too Early, Too Late: Timing Robot Explanations' }),
    ).toHaveAttribute('href', 'publications/lindqvist2026early.html');
    // The .bib's talks are not publications: not in the list's count, not Untitled anywhere.
    await expect(about.page().getByRole('main')).not.toContainText('Untitled');
  });

  test('the resume button opens the PDF in a new tab without a handle on this one, and the PDF is served', async () => {
    const page = about.page();
    const resume = page.getByRole('main').getByRole('link', { name: /resume/i });
    await expect(resume).toHaveCount(1);
    await expect(resume).toHaveAttribute('target', '_blank');
    const rel = (await resume.getAttribute('rel')) ?? '';
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const href = (await resume.getAttribute('href')) ?? '';
    // The site is served with base './': a root-relative or absolute link would break under a sub-path.
    // No `resume` in the sample's profile: the CV the build writes from the content.
    expect(profile.resume).toBeUndefined();
    expect(href).toBe(generatedCvFile(profile.name));
    const file = await fetchFile(page, href);
    expect(file.status).toBe(200);
    expect(file.type).toContain('application/pdf');
    expect(file.head).toBe('%PDF-');
    // The resume button comes before the first section.
    const buttonBox = await resume.boundingBox();
    const firstSection = await sectionHeadings(page).first().boundingBox();
    expect(buttonBox!.y).toBeLessThan(firstSection!.y);
  });

  test('a CV the owner names in cv.ts (cvVariants.short) has its own button beside the resume, and its PDF is served', async () => {
    const page = about.page();
    const short = page.getByRole('main').getByRole('link', { name: 'Short CV (PDF)' });
    await expect(short).toHaveCount(1);
    await expect(short).toHaveAttribute('href', 'maya-lindqvist-cv-short.pdf');
    await expect(short).toHaveAttribute('target', '_blank');
    const file = await fetchFile(page, 'maya-lindqvist-cv-short.pdf');
    expect(file.status).toBe(200);
    expect(file.head).toBe('%PDF-');
  });

  for (const title of timelineSections) {
    test(`${title}: a timeline <ol> whose entries show a <time dateTime>, a logo, an h3 title and text`, async () => {
      const page = about.page();
      const section = page.getByRole('region', { name: title });
      const list = section.locator(':scope > ol');
      await expect(list).toHaveCount(1);
      const items = list.locator(':scope > li');
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const item = items.nth(i);
        const times = item.locator('time');
        expect(await times.count()).toBeGreaterThan(0);
        for (const dateTime of await times.evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))) {
          expect(dateTime).toMatch(/^\d{4}(-\d{2}){0,2}$/);
        }
        await expect(item.locator('img')).toHaveCount(1);
        await expect(item.getByRole('heading', { level: 3 })).toHaveCount(1);
        await expect(item.locator('p').last()).not.toBeEmpty();
      }
    });
  }

  test('timeline logos load, and the rail and dots are decoration that assistive technology skips', async () => {
    const page = about.page();
    await expectImagesDecoded(page);
    const decoration = await page
      .getByRole('region', { name: 'Education' })
      .locator('ol > li')
      .first()
      .evaluate((li) => ({
        before: getComputedStyle(li, '::before').content,
        after: getComputedStyle(li, '::after').content,
      }));
    // Drawn with empty pseudo-element content, so there is nothing to announce.
    expect(decoration).toEqual({ before: '""', after: '""' });
  });

  test('poster links open their PDF in a new tab and each names its entry', async () => {
    const page = about.page();
    const posters = page.getByRole('main').getByRole('link', { name: /^Poster/ });
    const count = await posters.count();
    expect(count).toBeGreaterThan(0);
    const names = new Set<string>();
    for (let i = 0; i < count; i++) {
      const link = posters.nth(i);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
      names.add((await link.getAttribute('aria-label')) ?? '');
      const file = await fetchFile(page, (await link.getAttribute('href')) ?? '');
      expect(file).toMatchObject({ status: 200, head: '%PDF-' });
      expect(file.type).toContain('application/pdf');
    }
    expect(names.size).toBe(count);
  });

  test('Publications lists the newest eight, each with its title as an h3, authors, venue, year and kind, then a link to all', async () => {
    const page = about.page();
    const section = page.getByRole('region', { name: 'Publications' });
    const titles = section.getByRole('heading', { level: 3 });
    // Bounded whatever the .bib's length: the newest eight (no paper of the sample is `selected`).
    const newest = publications.slice(0, 8);
    expect(publications.length, 'the sample has more than About shows').toBeGreaterThan(newest.length);
    await expect(titles).toHaveText(newest.map((p) => p.title));
    await expect(section.getByRole('link', { name: `All ${publications.length} publications` })).toHaveAttribute(
      'href',
      '#/publications',
    );
    for (const pub of newest) {
      const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pub.title }) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(pub.venue);
      await expect(item).toContainText(pub.kind);
      await expect(item.locator('time')).toHaveText(pub.date!.slice(0, 4));
      for (const author of pub.authors) await expect(item).toContainText(author);
    }
  });

  test('Skills shows each group as an h3 over a list of its skills', async () => {
    const page = about.page();
    const section = page.getByRole('region', { name: 'Skills' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(skills.map((g) => g.title));
    for (const group of skills) {
      const list = section.getByRole('heading', { name: group.title }).locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('listitem')).toHaveText(group.skills);
    }
  });
});

// axe: the page is audited at every breakpoint, in both themes, by visual-tests/visual/routes.spec.ts.

test('the About page loads without console errors or warnings', async ({ page }) => {
  const messages = watchConsole(page);
  await gotoRoute(page, '/about');
  await expectImagesDecoded(page);
  expect(messages).toEqual([]);
});
