import { expect, test, type Page } from '@playwright/test';
import { profile } from '../../src/content/profile';
import { expectNoAxeViolations } from '../support/axe';
import { gotoRoute } from '../support/page';

const card = (page: Page) => page.getByRole('main').getByRole('region', { name: profile.name });

test.describe('Contact', () => {
  test('a card with name, pronouns, affiliation link and the closing line', async ({ page }) => {
    await gotoRoute(page, '/contact');
    const c = card(page);
    await expect(c.getByRole('heading', { level: 2 })).toHaveText(profile.name);
    await expect(c.getByText(profile.pronouns, { exact: true })).toBeVisible();
    const affiliation = c.getByRole('link', { name: profile.affiliation.name });
    await expect(affiliation).toHaveAttribute('href', profile.affiliation.href);
    await expect(affiliation).toHaveAttribute('target', '_blank');
    await expect(c.getByText(profile.collaboration)).toBeVisible();
  });

  test('buttons for mail, code hosting, professional network and Scholar', async ({ page }) => {
    await gotoRoute(page, '/contact');
    const c = card(page);
    const mail = c.getByRole('link', { name: 'Email' });
    const href = await mail.getAttribute('href');
    expect(href).toBe(`mailto:${profile.email}`);
    expect(href).toMatch(/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/);
    // A mail link opens the mail client, not a new tab.
    await expect(mail).not.toHaveAttribute('target', /.*/);

    const external = [
      { name: profile.linkLabels.code, href: profile.links.code },
      { name: profile.linkLabels.network, href: profile.links.network },
      { name: /Scholar/, href: profile.links.scholar },
    ];
    for (const { name, href: url } of external) {
      const link = c.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  const scholarLabels = [
    { width: 360, label: 'Scholar' },
    { width: 599, label: 'Scholar' },
    { width: 600, label: 'Google Scholar' },
    { width: 1280, label: 'Google Scholar' },
  ];
  for (const { width, label } of scholarLabels) {
    test(`the Scholar button reads "${label}" at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoRoute(page, '/contact');
      const scholar = card(page).locator(`a[href="${profile.links.scholar}"]`);
      expect((await scholar.innerText()).replace(/\s+/g, ' ').trim()).toBe(label);
      // The accessible name follows the visible label (WCAG 2.5.3).
      await expect(scholar).toHaveAccessibleName(label);
    });
  }

  for (const width of [360, 1280]) {
    test(`passes axe at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoRoute(page, '/contact');
      await expectNoAxeViolations(page);
    });
  }
});
