import { expect, test, type Page } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { gotoRoute } from '../support/page';

const card = (page: Page) => page.getByRole('main').getByRole('region', { name: profile.name });

test.describe('Contact', () => {
  test('a card with name, pronouns, affiliation link and the closing line', async ({ page }) => {
    await gotoRoute(page, '/contact');
    const c = card(page);
    await expect(c.getByRole('heading', { level: 2 })).toHaveText(profile.name);
    await expect(c.getByText('she/her', { exact: true })).toBeVisible();
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

    // The sample gives all three, with their labels.
    const links = profile.links!;
    const labels = profile.linkLabels!;
    const external = [
      { name: labels.code!, href: links.code! },
      { name: labels.network!, href: links.network! },
      { name: /Scholar/, href: links.scholar! },
    ];
    for (const { name, href: url } of external) {
      const link = c.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  // The label by width in every engine: visual-tests/engines/visitor.spec.ts; here the widths on either side of sm and the
  // accessible name, in one page resized.
  test('the Scholar button reads "Scholar" below 600px and "Google Scholar" from 600px, its name following the label', async ({
    page,
  }) => {
    await gotoRoute(page, '/contact');
    const scholar = card(page).locator(`a[href="${profile.links!.scholar}"]`);
    for (const { width, label } of [
      { width: 360, label: 'Scholar' },
      { width: 599, label: 'Scholar' },
      { width: 600, label: 'Google Scholar' },
      { width: 1280, label: 'Google Scholar' },
    ]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => (await scholar.innerText()).replace(/\s+/g, ' ').trim(), { message: `${width}px` })
        .toBe(label);
      // The accessible name follows the visible label (WCAG 2.5.3).
      await expect(scholar, `${width}px`).toHaveAccessibleName(label);
    }
  });

  // axe: the page is audited at every breakpoint, in both themes, by visual-tests/visual/routes.spec.ts.
});
