import { expect, test } from '@playwright/test';
import { checkContent } from '../../tooling/content/loadContent';
import { catalogueModule, siteWords } from '../../tooling/content/words/messages';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { site } from '../support/contentSite';

/*
 * The owner's own words in place of the template's (strings.yaml, .json or .ts): each replaces its default in
 * the site's language; an unknown key, or a message that drops or invents an argument, fails by file and line.
 */

const errors = (issues: Awaited<ReturnType<typeof checkContent>>['issues']) =>
  issues.filter((i) => i.severity === undefined).map(formatIssue);

test.describe('The owner’s words', () => {
  test('strings.yaml replaces a message, the others stay; the browser’s part carries it', async () => {
    const content = await checkContent(
      site({
        'strings.yaml': [
          'nav.publications: Papers',
          "pubs.count: '{count, plural, one {# paper} other {# papers}}'",
          'section.currentProjects: What I am building',
        ].join('\n'),
      }),
    );
    expect(errors(content.issues)).toEqual([]);
    const t = siteWords(content);
    expect(t('nav.publications')).toBe('Papers');
    expect(t('pubs.count', { count: 1 })).toBe('1 paper');
    expect(t('pubs.count', { count: 6 })).toBe('6 papers');
    expect(t('nav.about')).toBe('About');
    expect(catalogueModule('frame', content)).toContain('"nav.publications":"Papers"');
    expect(catalogueModule('frame', content)).not.toContain('pubs.count');
    expect(catalogueModule('pages', content)).toContain('"section.currentProjects":"What I am building"');
  });

  test('an unknown key and a message missing or inventing an argument fail, each at its line', async () => {
    const content = await checkContent(
      site({
        'strings.yaml': [
          'nav.home: Start',
          'nav.publication: Papers',
          "pubs.count: 'Some papers'",
          "citedBy: 'Cited {count} times ({source}, {when})'",
        ].join('\n'),
      }),
    );
    expect(errors(content.issues)).toEqual([
      'content/strings.yaml:2 › strings › nav.publication: unknown field (its group has: nav.main, nav.home, nav.about, nav.projects, nav.publications, nav.contact, nav.news, nav.people, nav.tokens)',
      'content/strings.yaml:3 › strings › pubs.count: leaves out {count}, which the default "{count, plural, one {# publication} other {# publications}}" has',
      'content/strings.yaml:4 › strings › citedBy: uses {when}, which this message never has (its arguments: {count}, {source})',
    ]);
  });

  test('the owner’s words apply in the site’s language: German defaults, one German word of the owner’s', async () => {
    const content = await checkContent(
      site({
        'strings.json': '{ "nav.publications": "Veröffentlichungen" }',
      }),
    );
    expect(errors(content.issues)).toEqual([]);
    const withGerman = {
      modules: {
        ...content.modules,
        'profile.ts': { profile: { site: { locale: 'de-CH' } } },
      },
    };
    const t = siteWords(withGerman);
    expect(t('nav.publications')).toBe('Veröffentlichungen');
    expect(t('nav.about')).toBe('Über mich');
  });
});
