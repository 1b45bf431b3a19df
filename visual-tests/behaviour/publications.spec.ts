import { expect, test, type Locator, type Page } from '@playwright/test';
import { palette } from '../../src/styles/tokens';
import { publicationKinds, type Publication } from '../../src/content/types';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoSystemFonts } from '../support/systemFonts';
import { gotoRoute, holdScripts, takenOver, watchConsole } from '../support/page';
import { publications } from '../support/publications';
import { pageFileOf, prerenderedPage } from '../support/buildOutput';

/** The newest this many are in the HTML at the first paint; the rest arrive with their own chunk. */
const firstPaintCount = 8;
const total = publications.length;

const main = (page: Page) => page.getByRole('main');
/** The titles of the publication cards on the page, in order (a retrying locator: use toHaveText). */
const titles = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 3 });
const search = (page: Page) => main(page).getByRole('searchbox', { name: 'Search' });
const kinds = (page: Page) => main(page).getByRole('group', { name: 'Kind' });
/** A kind chip's radio, named by its label and count ("Journal article 1"). */
const kindRadio = (page: Page, label: string) =>
  kinds(page).getByRole('radio', { name: new RegExp(`^${label} \\d+$`) });
/** The chip a person sees and clicks: the label around the radio. */
const chip = (radio: Locator) => radio.locator('xpath=ancestor::label[1]');
/** The page's count announcement (each card's Cite button has a status region of its own, empty until used). */
const status = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /publications?$/ });
const nothingMatches = (page: Page) => main(page).getByText('Nothing matches.');

const byId = (...ids: string[]) => {
  for (const id of ids)
    expect(
      publications.some((p) => p.id === id),
      `sample publication ${id}`,
    ).toBe(true);
  return publications.filter((p) => ids.includes(p.id)).map((p) => p.title);
};
const ofKind = (kind: Publication['kind']) => publications.filter((p) => p.kind === kind).map((p) => p.title);
const allTitles = publications.map((p) => p.title);
const years = [...new Set(publications.map((p) => p.date!.slice(0, 4)))];

/** The address of the Publications page, with or without a query. */
const address = (query = '') => new RegExp(`#/publications${query.replace(/[?+]/g, '\\$&')}$`);

/** tokens.ts colours are hex; computed styles are rgb(). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const outline = (target: Locator) =>
  target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, color: s.outlineColor, width: parseFloat(s.outlineWidth) };
  });
async function expectFocusRing(target: Locator) {
  const ring = await outline(target);
  expect(ring.style).toBe('solid');
  expect(ring.color).toBe(rgb(palette.focus));
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test.describe('Publications: the list', () => {
  test('grouped by year, newest first: each year a heading, each publication an article under its year', async ({
    page,
  }) => {
    // The sample list itself is newest first, so it can stand for the order the page must show.
    const dates = publications.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    await gotoRoute(page, '/publications');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(years);
    for (const year of years) {
      const section = main(page).getByRole('region', { name: year, exact: true });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(year);
      const expected = publications.filter((p) => p.date!.startsWith(year)).map((p) => p.title);
      await expect(section.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expected);
      // Each card is named by its title, so a screen reader's list of articles reads like the page.
      for (const title of expected)
        await expect(section.getByRole('article', { name: title, exact: true })).toHaveCount(1);
    }
    await expect(titles(page)).toHaveText(allTitles);
    await expect(main(page).locator('article:not(section[aria-labelledby] article)')).toHaveCount(0);
  });

  test('the unfiltered address paints the prerendered list before any script, and the app takes it over quietly', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    // Scripts held back, as on a slow phone: what is on the page in the first frame that shows it came with
    // the HTML (the swap script fills #root from its page file, in the first frame).
    await holdScripts(page, 400);
    await page.addInitScript(() => {
      const sample = () => {
        const root = document.getElementById('root');
        if (!root?.querySelector('main')) return requestAnimationFrame(sample);
        Object.assign(window, {
          __fromHtml: {
            prerendered: root.getAttribute('data-prerendered'),
            titles: [...root.querySelectorAll('main article h3')].map((h) => h.textContent ?? ''),
            onePage: root.querySelector('main a[href="publications/"]')?.textContent ?? null,
          },
        });
      };
      requestAnimationFrame(sample);
    });
    await page.goto('./#/publications');
    await takenOver(page);
    const fromHtml = await page.evaluate(() => (window as unknown as { __fromHtml: unknown }).__fromHtml);
    expect(fromHtml).toEqual({
      prerendered: 'publications',
      titles: allTitles.slice(0, firstPaintCount),
      onePage: `All ${total} publications on one page`,
    });
    await expect(titles(page)).toHaveText(allTitles);
    await expect(status(page)).toHaveText(`${total} publications`);
    // A hydration mismatch is reported as a console error.
    expect(messages).toEqual([]);
  });

  test('"All N publications on one page" links to the static list', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const link = main(page).getByRole('link', { name: `All ${total} publications on one page`, exact: true });
    await expect(link).toHaveAttribute('href', 'publications/');
    await link.click();
    await expect(page).toHaveURL(/\/publications\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(total);
  });
});

test.describe('Publications: kinds and search', () => {
  test('the kind chips are radios in a group "Kind", each label followed by its count', async ({ page }) => {
    await gotoRoute(page, '/publications');
    // In the order of publicationKinds; a kind with no publication has no chip.
    const present = publicationKinds.filter((kind) => ofKind(kind).length > 0);
    expect(present.length).toBeGreaterThan(1);
    const expected = [`All ${total}`, ...present.map((kind) => `${kind} ${ofKind(kind).length}`)];
    const radios = kinds(page).getByRole('radio');
    await expect(radios).toHaveCount(expected.length);
    for (const [i, name] of expected.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);
    await expect(kindRadio(page, 'All')).toBeChecked();
  });

  test('choosing a kind narrows the list and shows it in the address; Back returns to the previous kind, then to all', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    const journals = ofKind('Journal article');
    const posters = ofKind('Poster');
    expect(journals.length).toBeGreaterThan(0);
    expect(posters.length).toBeGreaterThan(0);

    await chip(kindRadio(page, 'Journal article')).click();
    await expect(page).toHaveURL(address('?kind=journal'));
    await expect(titles(page)).toHaveText(journals);
    await expect(status(page)).toHaveText(`${journals.length} of ${total} publications`);

    await chip(kindRadio(page, 'Poster')).click();
    await expect(page).toHaveURL(address('?kind=poster'));
    await expect(titles(page)).toHaveText(posters);

    await page.goBack();
    await expect(page).toHaveURL(address('?kind=journal'));
    await expect(kindRadio(page, 'Journal article')).toBeChecked();
    await expect(titles(page)).toHaveText(journals);

    await page.goBack();
    await expect(page).toHaveURL(address());
    await expect(kindRadio(page, 'All')).toBeChecked();
    await expect(titles(page)).toHaveText(allTitles);
    await expect(status(page)).toHaveText(`${total} publications`);

    await page.goForward();
    await expect(page).toHaveURL(address('?kind=journal'));
    await expect(titles(page)).toHaveText(journals);
  });

  test('Back taken before the last choice has settled on a slow phone returns to the kind before it', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    await chip(kindRadio(page, 'Journal article')).click();
    await expect(page).toHaveURL(address('?kind=journal'));
    // The address follows a choice in a transition, which a slow phone renders in slices: Back comes first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
    await chip(kindRadio(page, 'Poster')).click();
    await page.goBack();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(address('?kind=journal'));
    await expect(kindRadio(page, 'Journal article')).toBeChecked();
    await expect(titles(page)).toHaveText(ofKind('Journal article'));
  });

  test('search finds authors, title words and venue words, with or without case and accents, and needs every word', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    const cases: Array<[query: string, expected: string[]]> = [
      // An author of every sample entry, typed as a person might, with and without an accent.
      ['lindqvist', allTitles],
      ['LÍNDQVIST', allTitles],
      ['nilsson', byId('nilsson2025asking', 'okafor2021crowd')],
      ['Nílsson', byId('nilsson2025asking', 'okafor2021crowd')],
      // An author who is not listed first.
      ['virtanen', byId('nilsson2025asking', 'lindqvist2023gaze', 'okafor2021crowd', 'lindqvist2019poster')],
      // A word from a title, and words from venues (the journal, the conference's place).
      ['Warehouse', byId('lindqvist2025shift')],
      ['transactions', byId('lindqvist2025legible')],
      ['eindhoven', byId('nilsson2025asking')],
      // Every word must match, wherever it is and in any order.
      ['trust', byId('lindqvist2026early', 'lindqvist2024show', 'lindqvist2022trust')],
      ['trust calibration', byId('lindqvist2024show')],
      ['trust   marchetti', byId('lindqvist2024show')],
      ['eindhoven lindqvist', byId('nilsson2025asking')],
      ['lindqvist eindhoven', byId('nilsson2025asking')],
    ];
    for (const [query, expected] of cases) {
      await search(page).fill(query);
      await expect(titles(page), query).toHaveText(expected);
      await expect(status(page), query).toHaveText(`${expected.length} of ${total} publications`);
    }
    await search(page).fill('trust warehouse');
    await expect(titles(page)).toHaveCount(0);
    await expect(nothingMatches(page)).toBeVisible();
  });

  test('typing keeps every keystroke and replaces the address, so Back skips the typing and returns to the previous kind', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    await chip(kindRadio(page, 'Conference paper')).click();
    await expect(page).toHaveURL(address('?kind=conference'));
    await search(page).pressSequentially('robot trust', { delay: 15 });
    await expect(search(page)).toHaveValue('robot trust');
    await expect(page).toHaveURL(address('?kind=conference&q=robot+trust'));
    await expect(titles(page)).toHaveText(byId('lindqvist2026early', 'lindqvist2024show', 'lindqvist2022trust'));

    await page.goBack();
    await expect(page).toHaveURL(address());
    await expect(search(page)).toHaveValue('');
    await expect(kindRadio(page, 'All')).toBeChecked();
    await expect(titles(page)).toHaveText(allTitles);
  });

  for (const { query, expected, searchValue, checked } of [
    { query: '?kind=poster', expected: ofKind('Poster'), searchValue: '', checked: 'Poster' },
    {
      query: '?kind=conference&q=trust',
      expected: byId('lindqvist2026early', 'lindqvist2024show', 'lindqvist2022trust'),
      searchValue: 'trust',
      checked: 'Conference paper',
    },
  ]) {
    test(`a filtered address opened directly (${query}) shows the filtered list, and no frame ever shows another publication`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      // Scripts held back, as on a slow phone, so frames are painted from the HTML alone first.
      await holdScripts(page, 400);
      await page.addInitScript(() => {
        const record = { added: [] as string[], frames: [] as string[][] };
        Object.assign(window, { __firstRender: record });
        // Every card heading ever inserted into the document, even one removed again before a frame.
        new MutationObserver((mutations) => {
          for (const m of mutations) {
            for (const node of m.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches('article h3')) record.added.push(node.textContent ?? '');
              for (const h of node.querySelectorAll('article h3')) record.added.push(h.textContent ?? '');
            }
          }
        }).observe(document, { subtree: true, childList: true });
        // What each frame shows, from the first one.
        const sample = () => {
          const shown = [...document.querySelectorAll('main article h3')].filter((h) => h.checkVisibility());
          record.frames.push(shown.map((h) => h.textContent ?? ''));
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto(`./#/publications${query}`);
      await expect(titles(page)).toHaveText(expected);
      await takenOver(page);
      await expect(kindRadio(page, checked)).toBeChecked();
      await expect(search(page)).toHaveValue(searchValue);
      await expect(status(page)).toHaveText(`${expected.length} of ${total} publications`);
      const { added, frames } = await page.evaluate(
        () => (window as unknown as { __firstRender: { added: string[]; frames: string[][] } }).__firstRender,
      );
      expect(new Set(added)).toEqual(new Set(expected));
      const shown = frames.filter((f) => f.length > 0);
      expect(shown.length).toBeGreaterThan(0);
      for (const frame of shown) expect(frame).toEqual(expected);
      expect(messages).toEqual([]);
    });
  }

  test('the status announces counts, from one live region that is there from the start', async ({ page }) => {
    await gotoRoute(page, '/publications');
    await expect(status(page)).toHaveText(`${total} publications`);
    await expect(nothingMatches(page)).toHaveCount(0);
    // A live region added together with its text is not announced: the same element must change.
    await status(page).evaluate((el) => el.setAttribute('data-test-live', ''));
    const live = main(page).locator('[data-test-live]');
    await expect(live).toHaveAttribute('role', 'status');

    await chip(kindRadio(page, 'Poster')).click();
    await expect(live).toHaveText(`${ofKind('Poster').length} of ${total} publications`);
    await search(page).fill('no such words');
    await expect(live).toHaveText(`0 of ${total} publications`);
    await main(page).getByRole('button', { name: 'Show all publications' }).click();
    await expect(live).toHaveText(`${total} publications`);
  });

  test('no match says so, and "Show all publications" clears the kind and the search', async ({ page }) => {
    await gotoRoute(page, '/publications');
    await chip(kindRadio(page, 'Poster')).click();
    await search(page).fill('zzz no such paper');
    await expect(nothingMatches(page)).toBeVisible();
    await expect(status(page)).toHaveText(`0 of ${total} publications`);
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Show all publications' }).click();
    await expect(page).toHaveURL(address());
    await expect(search(page)).toHaveValue('');
    await expect(kindRadio(page, 'All')).toBeChecked();
    await expect(titles(page)).toHaveText(allTitles);
    await expect(nothingMatches(page)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Show all publications' })).toHaveCount(0);
  });

  test('keyboard: Tab reaches the search box, then the kinds; arrow keys change the kind; focus is visible', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    // Sequential navigation starts at the page heading, as after reading it.
    await main(page).getByRole('heading', { level: 1 }).click();
    for (let i = 0; i < 5 && !(await search(page).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(search(page)).toBeFocused();
    expect(await search(page).evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    await expectFocusRing(search(page));

    // The group is one Tab stop, on the chosen kind.
    await page.keyboard.press('Tab');
    const all = kindRadio(page, 'All');
    await expect(all).toBeFocused();
    await expectFocusRing(chip(all));

    await page.keyboard.press('ArrowRight');
    const journal = kindRadio(page, 'Journal article');
    await expect(journal).toBeFocused();
    await expect(journal).toBeChecked();
    await expect(page).toHaveURL(address('?kind=journal'));
    await expect(titles(page)).toHaveText(ofKind('Journal article'));
    await expectFocusRing(chip(journal));
    // The ring moved with the focus.
    expect((await outline(chip(all))).color).toBe('rgba(0, 0, 0, 0)');

    await page.keyboard.press('ArrowLeft');
    await expect(all).toBeChecked();
    await expect(page).toHaveURL(address());
    await expect(titles(page)).toHaveText(allTitles);

    // Shift+Tab goes back to the search box; Tab from the group leaves it.
    await page.keyboard.press('Shift+Tab');
    await expect(search(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await kinds(page).evaluate((group) => group.contains(document.activeElement))).toBe(false);
  });

  test('axe reports nothing on a filtered view and on the empty state', async ({ page }) => {
    await gotoRoute(page, '/publications');
    await chip(kindRadio(page, 'Conference paper')).click();
    await search(page).fill('trust');
    await expect(titles(page)).toHaveText(byId('lindqvist2026early', 'lindqvist2024show', 'lindqvist2022trust'));
    await expectNoAxeViolations(page, { message: 'filtered view' });
    await search(page).fill('zzz no such paper');
    await expect(nothingMatches(page)).toBeVisible();
    await expectNoAxeViolations(page, { message: 'empty state' });
  });

  test('no console errors or warnings while choosing kinds, searching, going Back and clearing', async ({ page }) => {
    const messages = watchConsole(page);
    await gotoRoute(page, '/publications');
    for (const label of ['Journal article', 'Conference paper', 'Poster', 'All'])
      await chip(kindRadio(page, label)).click();
    await search(page).pressSequentially('lindqvist trust', { delay: 10 });
    await expect(titles(page)).toHaveText(byId('lindqvist2026early', 'lindqvist2024show', 'lindqvist2022trust'));
    await search(page).fill('zzz');
    await main(page).getByRole('button', { name: 'Show all publications' }).click();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(address('?kind=poster'));
    await expect(titles(page)).toHaveText(ofKind('Poster'));
    expect(messages).toEqual([]);
  });
});

test.describe('Publications: export', () => {
  /** Clicks the download button and returns the file's name and text. */
  async function download(page: Page, name: string) {
    const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name }).click()]);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  test('downloads exactly the entries shown, as Cite copies each, and announces it', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const all = await download(page, `Download these ${total} as BibTeX`);
    expect(all.name).toBe('publications.bib');
    expect(all.text).toBe(`${publications.map((p) => p.bibtex).join('\n\n')}\n`);
    await expect(main(page).getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      `Downloaded ${total} entries as BibTeX`,
    );

    // A kind chosen: the file holds that kind's entries alone, newest first.
    const journal = publications.filter((p) => p.kind === 'Journal article');
    await kindRadio(page, 'Journal article').check();
    const label = journal.length === 1 ? 'Download this one as BibTeX' : `Download these ${journal.length} as BibTeX`;
    const some = await download(page, label);
    expect(some.text).toBe(`${journal.map((p) => p.bibtex).join('\n\n')}\n`);
    await expect(main(page).getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      `Downloaded ${journal.length === 1 ? '1 entry' : `${journal.length} entries`} as BibTeX`,
    );

    // Nothing matches: nothing to download.
    await search(page).fill('no such words anywhere');
    await expect(main(page).getByRole('button', { name: 'Download these 0 as BibTeX' })).toBeDisabled();
  });
});

test.describe('Publications without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the one-page list at publications/ lists every publication, newest first, each an article whose title links to its page', async ({
    page,
  }) => {
    const response = await page.goto('./publications/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    // No app: besides data blocks (JSON-LD), one inline script, which applies the visitor's theme choice.
    const scripts = page.locator('script:not([type="application/ld+json"])');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).not.toHaveAttribute('src', /./);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(total);
    await expect(articles.getByRole('heading', { level: 3 })).toHaveText(allTitles);
    for (const [i, p] of publications.entries()) {
      const link = articles.nth(i).getByRole('link', { name: p.title, exact: true });
      await expect(link).toHaveAttribute('href', `publications/${p.id}.html`);
      // Resolved as the browser does: against <base href="../">.
      const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    // Following a title opens that publication's own page.
    await articles.first().getByRole('link', { name: publications[0]!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publications[0]!.title);
    // Its text, BibTeX included, is set in the site's own faces, whatever fonts the machine has.
    await page.evaluate(() => document.fonts.ready);
    await expectNoSystemFonts(page);
  });

  test('the prerendered Publications page holds the newest articles and the link to the one-page list', async ({
    request,
  }) => {
    const html = await (await request.get('./')).text();
    const pages = await (await request.get(`./${pageFileOf(html, 'publications')}`)).text();
    const template = prerenderedPage(html, 'publications', pages);
    expect(template.match(/<article\b/g)?.length).toBe(Math.min(total, firstPaintCount));
    expect(template).toContain('href="publications/"');
  });
});
