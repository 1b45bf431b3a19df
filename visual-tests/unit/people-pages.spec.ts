import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageKinds } from '../../src/content/kinds';
import { hostHeaders } from '../../tooling/generators/hostHeaders';
import { entriesWithPages } from '../../tooling/content/site/itemPages';
import { kindList } from '../../tooling/content/site/kindList';
import { checkContent } from '../../tooling/content/loadContent';
import { siteRoutes } from '../../tooling/content/site/siteRoutes';
import { completeOutDir, outDir } from '../support/buildOutput';
import { problems, site } from '../support/contentSite';

/*
 * Pages of their own as a kind's declaration gives them (kinds.ts `pages`): the kinds that have them, the pages
 * of a lab kept as Markdown files (a body makes one; an entry without has none), the route check and `_headers`
 * following, and the complete test owner's built people/ pages.
 */

const lab = {
  'people/01-ada.md': '---\nname: Ada Byron\nrole: PhD student\ndate: 2023-09\n---\n\nAda studies **asking**.\n',
  'people/02-ben.md': '---\nname: Ben Okoro\nrole: Postdoc\n---\n',
  'people/03-cy.md':
    '---\nsection: alumni\nname: Cy Dao\ndate: 2018\nendDate: 2022-06\n---\n\nCy went on to [Ada](#/people/ada).\n',
  'people/_index.yaml': 'peopleLead: Who works here.\nsectionTitles:\n  alumni: Earlier\n',
};

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

test.describe('Pages of their own, declared', () => {
  test('the kinds declared with `pages`: projects, news and people, in the declarations’ order', () => {
    expect(pageKinds).toEqual(['projects', 'news', 'people']);
  });

  test('a person with a body has a page (their id, in lower case); one without has none; the list names both', async () => {
    const { issues, modules, store } = await checkContent(site(lab));
    expect(issues.filter((i) => i.severity !== 'info')).toEqual([]);
    expect(entriesWithPages('people', store).map(({ page, headline, lead }) => ({ page, headline, lead }))).toEqual([
      { page: 'ada', headline: 'Ada Byron', lead: '' },
      { page: 'cy', headline: 'Cy Dao', lead: '' },
    ]);
    const routes = siteRoutes(store);
    expect([...routes].filter((r) => r.startsWith('/people'))).toEqual(['/people', '/people/ada', '/people/cy']);
    const list = kindList('people', store, modules);
    expect(list.texts).toEqual({ peopleLead: 'Who works here.' });
    expect(list.sections.map((s) => [s.name, s.title, s.entries.map((e) => e.page ?? '-')])).toEqual([
      ['members', 'Members', ['ada', '-']],
      ['alumni', 'Earlier', ['cy']],
    ]);
    // The list page gets no body: that is the person's page's alone.
    expect(JSON.stringify(list)).not.toContain('asking');
  });

  test('a link to a person without a page is a broken link, named at its file and line', async () => {
    const found = await problems({
      ...lab,
      'people/02-ben.md': '---\nname: Ben Okoro\n---\n\nSee [Cy](#/people/nobody).\n',
    });
    expect(found).toEqual([expect.stringMatching(/^.*people\/02-ben\.md.*#\/people\/nobody/)]);
  });

  test('_headers: a rule for each folder of pages the build wrote, in the order given', () => {
    const headers = hostHeaders({ index: 'x', folders: { news: 'n', people: 'p' } });
    expect(headers.endsWith('/news/*\n  Content-Security-Policy: n\n\n/people/*\n  Content-Security-Policy: p\n')).toBe(
      true,
    );
    expect(hostHeaders({ index: 'x' })).not.toContain('/people/*');
  });
});

test.describe('The complete test owner’s people pages, as built', () => {
  test('people/<id>.html for each person with a body, none for the others; none in the sample', () => {
    expect(readdirSync(path.join(completeOutDir, 'people')).sort()).toEqual([
      'ana-sofia-ribeiro.html',
      'mira-okafor.html',
      'tomas-hald.html',
    ]);
    const page = read(completeOutDir, 'people/mira-okafor.html');
    expect(page).toContain('<title>Mira Okafor · Maya Lindqvist</title>');
    expect(page).toContain('<link rel="canonical" href="https://example.org/people/mira-okafor.html">');
    expect(page).toContain(
      '<meta name="description" content="When a robot should explain itself during shared assembly work.">',
    );
    expect(readdirSync(outDir)).not.toContain('people');
    expect(read(outDir, '_headers')).not.toContain('/people/*');
  });

  test('a body reaches the browser as HTML in the person page’s chunk alone, never as Markdown', () => {
    const assets = path.join(completeOutDir, 'assets');
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const holding = (words: string) => chunks.filter((chunk) => read(assets, chunk).includes(words));
    expect(holding('builds the same ideas into')).toEqual([expect.stringMatching(/^PersonItem-/)]);
    expect(holding('*Moving So Others Can Tell*')).toEqual([]);
  });
});
