import { expect, test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { expectInEachTheme, mainRows, siteFrame } from '../support/screenshot';
import { gotoAndSettle, settle } from '../support/settle';

/*
 * A paper's preview (the .bib's `preview`), which only the complete test owner sets: beside its row in the
 * list, a raster one (made to fit) with the venue's short name, an award and a count, and a drawing; and
 * as the figure of the paper's own page. At every breakpoint in both themes, each audited by axe.
 */
test.use({ baseURL: completeBaseURL });

const rows = [
  { name: 'raster', title: 'Robots in the Crowd', src: /assets\/img\/profile\/portrait-robot-\d+w\.\w+\.(avif|webp)$/ },
  { name: 'drawing', title: 'Who Holds the Tablet?', src: /images\/publications\/care-home\.svg$/ },
];

test.describe('Previews (the complete test owner)', () => {
  for (const { name, title, src } of rows) {
    test(`a row with a ${name} preview beside its text, light and dark`, async ({ page }) => {
      await gotoAndSettle(page, '/publications');
      const entry = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await entry.scrollIntoViewIfNeeded();
      const img = entry.locator('img');
      await expect(img).toHaveCount(1);
      // Decorative: the title says what the paper is.
      await expect(img).toHaveAttribute('alt', '');
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(src);
      await expectInEachTheme(page, `publication-row-preview-${name}`, {
        shown: entry,
        hide: siteFrame,
        audited: entry,
      });
    });
  }

  test('a paper’s page shows its preview as its figure, light and dark', async ({ page }) => {
    await gotoAndSettle(page, '/publications');
    await page.goto('./publications/okafor2021crowd.html');
    await settle(page);
    const figure = page.getByRole('main').locator('img');
    expect(await figure.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /assets\/img\/profile\/portrait-robot-\d+w\.\w+\.(avif|webp)$/,
    );
    await expectInEachTheme(page, 'publication-page-preview', { shown: page.getByRole('main'), ...mainRows });
  });
});
