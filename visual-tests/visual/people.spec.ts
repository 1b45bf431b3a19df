import { test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * The complete test owner's lab (owners/complete/content/people/): the People page, members then alumni, a portrait
 * and initials, main in full. At the phone's width and the wide layout, where the rows go from one to two across.
 */
test.use({ baseURL: completeBaseURL });

const widths = ['xs-360', 'lg-1200'];

test.describe('People (the complete test owner)', () => {
  test('#/people: members then alumni, main in full, light and dark', { tag: '@route-people' }, async ({ page }) => {
    test.skip(!widths.includes(test.info().project.name), 'captured at 360 and 1200 px, one and two rows across');
    const problems = watchConsole(page);
    await gotoAndSettle(page, '/people');
    await expectInEachTheme(page, 'people-main', { shown: page.getByRole('main'), ...mainRows });
    test.expect(problems).toEqual([]);
  });
});
