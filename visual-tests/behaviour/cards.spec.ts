import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentProjects, pastProjects } from '../../sample/content/projects';
import { publications } from '../support/publications';
import type { Project, Publication } from '../../src/content/types';
import { expectNoAxeViolationsWithin } from '../support/axe';
import { gotoRoute, sharedPage } from '../support/page';

/** "2025-05-14" and "2025-05" read "May 2025": the test asks Intl, apart from the app's own formatter. */
const monthYear = (iso: string) =>
  iso.includes('-')
    ? new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
    : iso;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardNamed = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const media = (card: Locator) => ({ main: card.locator('img:not([alt=""])'), hover: card.locator('img[alt=""]') });

async function expectCardContent(card: Locator, item: Project | Publication, headingLevel: number) {
  await expect(card.getByRole('heading', { level: headingLevel, name: item.title, exact: true })).toBeVisible();
  const { main, hover } = media(card);
  if (item.image) {
    await expect(main).toHaveAttribute('alt', item.alt!);
    await expect(main).toHaveAttribute('src', item.image);
    await expect(hover).toHaveAttribute('src', item.hoverImage!);
  } else if ('preview' in item && item.preview) {
    // A row's preview: decorative, never fetched before the rest of the page.
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('alt', '');
    await expect(card.locator('img')).toHaveAttribute('fetchpriority', 'low');
  } else {
    await expect(card.locator('img')).toHaveCount(0);
  }
  // The item's date comes first; a citation count, when shown, has its own after it.
  const time = card.locator('time').first();
  if (item.date) {
    await expect(time).toHaveAttribute('datetime', item.date);
    await expect(time).toHaveText(monthYear(item.date));
  } else await expect(time).toHaveCount(0);
  const links: Array<[string, string | undefined]> = [
    ['PDF', item.pdfLink],
    ['DOI', 'doiLink' in item ? item.doiLink : undefined],
    ['Google Scholar', item.scholarLink],
    ['Slides', item.slideLink],
  ];
  for (const [label, href] of links) {
    const link = card.getByRole('link', { name: `${label}: ${item.title}`, exact: true });
    if (!href) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.evaluate((a) => (a as HTMLElement).innerText.trim())).toBe(label);
  }
}

/** The complete test owner's one project as an owner moving in may write it: neither date nor details. */
const sketchbook: Project = {
  id: 'robot-sketchbook',
  title: 'A Sketchbook of Robot Gestures',
  description: 'Pencil studies of how a robot arm might point, pause and yield, kept as a reference for later studies.',
};

/** One with a page of its own, named as a web address is: one long word. */
const handoverTimer: Project = {
  id: 'handover-timer',
  title: 'HandoverTimerForCollaborativeRobots.org',
  description: "A single-page site that times a robot's handover against a person's reach, for teaching.",
  date: '2023-03',
  details: 'Course project',
};

test.describe('Projects page', () => {
  // The tests here only read the page as loaded: one load serves them all.
  const projectsPage = sharedPage('/projects');

  test('two sections, each headed by its h2, with the content’s projects as articles headed by h3', async () => {
    const page = projectsPage.page();
    const messages = projectsPage.messages();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    const groups: Array<[string, Project[]]> = [
      ['Currently working on', currentProjects],
      ['Past projects and Invited Talks', [...pastProjects, sketchbook, handoverTimer]],
    ];
    expect(await page.locator('main h2').allTextContents()).toEqual(groups.map(([name]) => name));
    for (const [name, projects] of groups) {
      const region = section(page, name);
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(name);
      const cards = region.getByRole('article');
      await expect(cards).toHaveCount(projects.length);
      expect(await cards.locator('h3').allTextContents()).toEqual(projects.map((p) => p.title));
      for (const [i, project] of projects.entries()) {
        const card = cards.nth(i);
        await expectCardContent(card, project, 3);
        await expect(card.getByText(project.description, { exact: true })).toBeVisible();
        if (project.details) await expect(card.getByText(project.details, { exact: true })).toBeVisible();
      }
    }
    // Without a date or details: no "Forthcoming" in the date's place, no empty line; its text alone.
    const bare = cardNamed(page, sketchbook.title);
    await expect(bare).not.toContainText('Forthcoming');
    await expect(bare.locator('p')).toHaveCount(1);
    expect(messages).toEqual([]);
  });

  test('layout at 1280px: current projects three across, past ones two across', async () => {
    const page = projectsPage.page();
    const tops = async (name: string) =>
      section(page, name)
        .getByRole('article')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    const current = await tops('Currently working on');
    expect(new Set(current).size, 'all three current cards share one row').toBe(1);
    const past = await tops('Past projects and Invited Talks');
    expect(past[0]).toBe(past[1]);
    expect(past[2]).toBe(past[3]);
    expect(past[2]).toBeGreaterThan(past[0]!);
  });
});

test.describe('Publications page', () => {
  // The tests here only read the page as loaded: one load serves them all.
  const publicationsPage = sharedPage('/publications');

  test('the content’s publications, newest first, each an article showing its kind', async () => {
    const page = publicationsPage.page();
    const messages = publicationsPage.messages();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(publications.length);
    expect(await cards.locator('h3').allTextContents()).toEqual(publications.map((p) => p.title));
    for (const [i, publication] of publications.entries()) {
      const card = cards.nth(i);
      await expectCardContent(card, publication, 3);
      await expect(card.getByText(publication.kind, { exact: true })).toBeVisible();
      await expect(card).toContainText(publication.venue);
      // Each name as written, marks included; a long list shows its first names and the owner's.
      const named = publication.authors.length > 6 ? [publication.authors[0]!, 'Maya Lindqvist'] : publication.authors;
      for (const name of named) await expect(card).toContainText(name);
    }
    expect(messages).toEqual([]);
  });

  test('publications without a picture are dense rows: on average at most half as tall as one with a picture', async () => {
    const page = publicationsPage.page();
    const height = async (title: string) => (await cardNamed(page, title).boundingBox())!.height;
    const withPicture = publications.filter((p) => p.image);
    const textOnly = publications.filter((p) => !p.image);
    expect(textOnly.length, 'text-only entries in the sample').toBeGreaterThan(0);
    const shortestCard = Math.min(...(await Promise.all(withPicture.map((p) => height(p.title)))));
    const rows = await Promise.all(textOnly.map((p) => height(p.title)));
    // On average: a long venue or an award may wrap one row to a fourth line.
    const average = rows.reduce((sum, h) => sum + h, 0) / rows.length;
    expect(average, `rows ${rows.map(Math.round).join(', ')} px; shortest card ${shortestCard} px`).toBeLessThanOrEqual(
      shortestCard / 2,
    );
    // A row is never as tall as a card.
    for (const [i, h] of rows.entries()) expect(h, textOnly[i]!.id).toBeLessThan(shortestCard * 0.6);
  });

  test('wide cards put the image beside the text', async () => {
    const page = publicationsPage.page();
    const card = cardNamed(page, publications[0]!.title);
    const image = (await media(card).main.boundingBox())!;
    const heading = (await card.getByRole('heading').boundingBox())!;
    expect(heading.x).toBeGreaterThanOrEqual(image.x + image.width);
    expect(heading.y).toBeLessThan(image.y + image.height);
  });

  test('card images and local PDFs exist', async ({ request }) => {
    const local = [...publications, ...currentProjects, ...pastProjects]
      .flatMap((item) => [item.image, item.hoverImage, item.pdfLink])
      .filter((href): href is string => !!href && !/^https?:/.test(href));
    for (const href of new Set(local)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(
        href.endsWith('.pdf') ? /application\/pdf/ : /image\/svg\+xml/,
      );
    }
  });

  test('the hover image is decorative and both images reserve their size', async () => {
    const page = publicationsPage.page();
    for (const img of await page.locator('main article img').all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('decoding', 'async');
    }
    const pictured = publications.filter((p) => p.image);
    const previewed = publications.filter((p) => !p.image && p.preview);
    expect(previewed.map((p) => p.id)).toEqual(['berg2022tablet', 'lindqvist2022trust', 'okafor2021crowd']);
    // Each card's hover image and each row's preview: decorative.
    await expect(page.locator('main article img[alt=""]')).toHaveCount(pictured.length + previewed.length);
    // Cards further down load lazily; the first one is in view on load.
    await expect(media(cardNamed(page, publications[0]!.title)).main).toHaveAttribute('loading', 'eager');
    await expect(media(cardNamed(page, pictured.at(-1)!.title)).main).toHaveAttribute('loading', 'lazy');
    // Hover images never compete with the first paint, even on the first card.
    await expect(media(cardNamed(page, publications[0]!.title)).hover).toHaveAttribute('loading', 'lazy');
    await expect(media(cardNamed(page, publications[0]!.title)).hover).toHaveAttribute('fetchpriority', 'low');
  });

  test('every publication offers Cite: its entry comes from the .bib', async () => {
    const page = publicationsPage.page();
    for (const publication of publications) {
      const cite = cardNamed(page, publication.title).getByRole('button', {
        name: `Cite: ${publication.title}`,
        exact: true,
      });
      await expect(cite).toHaveCount(1);
    }
  });
});

test.describe('Card image swap', () => {
  test('a card’s hover image is requested only when the card is hovered', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoRoute(page, '/projects');
    await page.waitForLoadState('networkidle');
    const project = currentProjects[0]!;
    const hoverFile = project.hoverImage!.split('/').pop()!;
    expect(requested.filter((u) => u.endsWith(hoverFile))).toEqual([]);
    await cardNamed(page, project.title).getByRole('heading').hover();
    await expect.poll(() => requested.some((u) => u.endsWith(hoverFile))).toBe(true);
  });
});

test.describe('Cite button', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the exact BibTeX and announces "Copied" in a status region that was already there', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const withBibtex = publications.filter((p) => p.bibtex);
    expect(withBibtex.length).toBeGreaterThan(0);
    for (const publication of withBibtex) {
      const card = cardNamed(page, publication.title);
      const status = card.getByRole('status');
      await expect(status).toHaveCount(1);
      await expect(status).toHaveText('');
      await card.getByRole('button', { name: `Cite: ${publication.title}`, exact: true }).click();
      await expect(status).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publication.bibtex);
    }
  });

  test('works from the keyboard', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const publication = publications.find((p) => p.bibtex)!;
    const card = cardNamed(page, publication.title);
    await card.getByRole('button', { name: /^Cite/ }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publication.bibtex);
  });
});

test.describe('Cards on a phone (360px)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const route of ['/projects', '/publications']) {
    test(`${route}: one column of stacked cards, nothing wider than the screen`, async ({ page }) => {
      await gotoRoute(page, route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const cards = page.getByRole('main').getByRole('article');
      const lefts = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
      // Stacked: the image spans the card and sits above the heading.
      const card = cards.first();
      const cardBox = (await card.boundingBox())!;
      const image = (await media(card).main.boundingBox())!;
      expect(Math.abs(image.width - cardBox.width)).toBeLessThanOrEqual(2);
      expect((await card.getByRole('heading').boundingBox())!.y).toBeGreaterThan(image.y + image.height - 1);
    });
  }

  test('the Scholar link reads "Scholar" on phones; its name still starts "Google Scholar" and names the card', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    const publication = publications.find((p) => p.scholarLink)!;
    const link = cardNamed(page, publication.title).getByRole('link', {
      name: `Google Scholar: ${publication.title}`,
      exact: true,
    });
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => (a as HTMLElement).innerText.trim())).toBe('Scholar');
  });
});

// Each route at rest, a hovered project card and a focused publication card are audited at every breakpoint and in
// both themes by visual-tests/visual/; these are the states those leave out.
test.describe('Card accessibility (axe)', () => {
  for (const route of ['/projects', '/publications']) {
    test(`${route}: a card hovered, then with focus inside`, async ({ page }) => {
      await gotoRoute(page, route);
      const card = page.getByRole('main').getByRole('article').first();
      await card.getByRole('heading').hover();
      await expect(media(card).hover).toBeVisible();
      await expectNoAxeViolationsWithin(card);
      await card.getByRole('link').first().focus();
      await expectNoAxeViolationsWithin(card);
    });
  }

  test('/publications: after Cite says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 360, height: 800 });
    await gotoRoute(page, '/publications');
    const card = cardNamed(page, publications.find((p) => p.bibtex)!.title);
    await card.getByRole('button', { name: /^Cite/ }).click();
    await expect(card.getByRole('status')).toHaveText('Copied');
    await expectNoAxeViolationsWithin(card);
  });
});
