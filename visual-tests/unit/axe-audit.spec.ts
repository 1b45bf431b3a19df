import { expect, test } from '@playwright/test';
import { axeVersion, expectNoAxeViolations } from '../support/axe';

/*
 * An audit that does not finish (a page under load) fails as what it is: a timeout, naming the page, the theme
 * and the width, never as a violation of the page. A blank page, whose axe never answers.
 */
test('an axe audit that outlasts its timeout fails as a timeout naming the page, theme and width', async ({ page }) => {
  test.setTimeout(20_000);
  await page.setContent('<!doctype html><html lang="en"><title>Papers</title><main><h1>Papers</h1></main></html>');
  await page.evaluate((version) => {
    Object.assign(window, { axe: { version, configure: () => undefined, run: () => new Promise(() => undefined) } });
  }, axeVersion);
  const audit = expectNoAxeViolations(page, { message: '#/publications', theme: 'dark', width: 390, timeout: 2_000 });
  await expect(audit).rejects.toThrow(/^axe on #\/publications \(dark, 390 px\) timed out after 2 s$/);
});

test('the audit still finds a violation, and only the WCAG rules: an image without alt text, not a missing landmark', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Papers</title><main><h1>Papers</h1></main><p>Outside every landmark</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></html>',
  );
  const audit = expectNoAxeViolations(page, { message: '#/publications', width: 1280 });
  await expect(audit).rejects.toThrow(/axe violations on #\/publications \(1280 px\)[\s\S]*"rule": "image-alt"/);
  await expect(expectNoAxeViolations(page)).rejects.not.toThrow(/"rule": "region"/);
});
