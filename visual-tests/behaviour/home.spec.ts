import { expect, test } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { currentProjects } from '../../sample/content/projects';
import { gotoRoute } from '../support/page';

/** The visible photo's current source file, whichever <img> is on top. */
const shownPhoto = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) =>
      img.closest('[class*="HoverPhoto"], section[aria-label="Introduction"]'),
    );
    const visible = imgs.filter(
      (img) => img.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && img.complete,
    );
    return visible.map((img) => img.currentSrc).pop() ?? '';
  });

test.describe('Home', () => {
  test('shows the greeting as the one h1, the intro and the photo with its alt text', async ({ page }) => {
    await gotoRoute(page, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.greeting);
    for (const paragraph of profile.intro) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole('img', { name: profile.photo.alt })).toBeVisible();
    await expect(page.getByRole('link', { name: profile.affiliation.name })).toHaveAttribute(
      'href',
      profile.affiliation.href,
    );
  });

  test('hovering the photo shows the second photo, and nothing on the page moves', async ({ page }) => {
    await gotoRoute(page, '/home');
    const photo = page.getByRole('img', { name: profile.photo.alt });
    const baseName = (path: string) =>
      path
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '');
    const stems = { main: baseName(profile.photo.src), hover: baseName(profile.photo.hoverSrc!) };
    // Generated files are named `<stem>-<width>w.<hash>.<ext>`: the longest stem that matches wins.
    const shown = async () => {
      const src = await shownPhoto(page);
      const matches = (Object.keys(stems) as (keyof typeof stems)[]).filter((k) => src.includes(stems[k]));
      return matches.sort((a, b) => stems[b].length - stems[a].length)[0] ?? 'none';
    };

    await expect.poll(shown).toBe('main');
    const boxes = async () =>
      Promise.all(
        [photo, page.getByRole('heading', { level: 1 }), page.getByRole('contentinfo')].map((l) => l.boundingBox()),
      );
    const before = await boxes();

    await photo.hover();
    await expect.poll(shown).toBe('hover');
    expect(await boxes()).toEqual(before);

    await page.mouse.move(0, 0);
    await expect.poll(shown).toBe('main');
  });

  test('the hover photo is decorative and requested only when the photo is hovered', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoRoute(page, '/home');
    const hoverStem = profile.photo
      .hoverSrc!.split('/')
      .pop()!
      .replace(/\.\w+$/, '');
    await expect(
      page.locator(`main img[alt=""][src*="${hoverStem}"], main img[alt=""][srcset*="${hoverStem}"]`),
    ).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes(hoverStem))).toEqual([]);
    await page.getByRole('img', { name: profile.photo.alt }).hover();
    await expect.poll(() => requests.some((u) => u.includes(hoverStem))).toBe(true);
  });

  test('current projects flagged for home show as intro-only cards', async ({ page }) => {
    await gotoRoute(page, '/home');
    const featured = currentProjects.filter((p) => p.home);
    expect(featured.length).toBeGreaterThan(0);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(featured.length);
    for (const [i, project] of featured.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
      await expect(card.getByText(project.description)).toBeVisible();
      // Intro only: no image, date, details or links.
      await expect(card.locator('img, time, a')).toHaveCount(0);
      if (project.details) await expect(card.getByText(project.details)).toHaveCount(0);
    }
  });
});

// axe: the page at rest by visual-tests/visual/routes.spec.ts, the photo hovered by visual/states.spec.ts, at every
// breakpoint and in both themes.
