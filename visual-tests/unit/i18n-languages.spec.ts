import { expect, test } from '@playwright/test';
import { candidateTags, catalogueFor, catalogues, directionOf } from '../../src/i18n/languages';
import { en } from '../../src/i18n/messages/en';
import { placeholdersOf } from '../../src/i18n/format';
import { catalogueModule, siteWords } from '../../tooling/content/words/messages';
import { dateIn, monthYearIn } from '../../src/content/dates';

test.describe('Languages', () => {
  test('the template speaks six languages, one written right to left', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['ar', 'de', 'en', 'es', 'pt', 'zh-Hans']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('zh-CN')).toBe('ltr');
    expect(directionOf('not a tag')).toBe('ltr');
  });

  test('every language has every message of the English catalogue, and no other, each with its arguments', () => {
    const problems: string[] = [];
    for (const [tag, catalogue] of Object.entries(catalogues)) {
      for (const part of Object.keys(en) as Array<keyof typeof en>) {
        const theirs: Record<string, string> = catalogue[part];
        const ours: Record<string, string> = en[part];
        for (const key of Object.keys(ours)) {
          if (typeof theirs[key] !== 'string' || theirs[key].trim() === '') problems.push(`${tag}: ${key} missing`);
          else if ([...placeholdersOf(ours[key]!)].sort().join() !== [...placeholdersOf(theirs[key])].sort().join())
            problems.push(`${tag}: ${key} has other arguments than English`);
        }
        for (const key of Object.keys(theirs)) if (!(key in ours)) problems.push(`${tag}: ${key} unknown`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the frame’s messages take no arguments: the entry carries a lookup, not the formatter', () => {
    const withArguments = Object.entries(en.frame).filter(([, message]) => placeholdersOf(message).size > 0);
    expect(withArguments).toEqual([]);
  });

  test('a locale picks its catalogue along its tag, then English', () => {
    expect(candidateTags('pt-BR')).toEqual(['pt-BR', 'pt', 'pt-Latn']);
    expect(catalogueFor('pt-BR').tag).toBe('pt');
    expect(catalogueFor('de-AT').tag).toBe('de');
    expect(catalogueFor('es-419').tag).toBe('es');
    expect(catalogueFor('zh-CN').tag).toBe('zh-Hans');
    expect(catalogueFor('zh').tag).toBe('zh-Hans');
    expect(catalogueFor('zh-Hans-SG').tag).toBe('zh-Hans');
    // Traditional Chinese is not Simplified: no catalogue of its own yet, so English.
    expect(catalogueFor('zh-TW').tag).toBe('en');
    expect(catalogueFor('ar-EG').tag).toBe('ar');
    expect(catalogueFor('fr').tag).toBe('en');
    expect(catalogueFor('en-US').tag).toBe('en');
    expect(catalogueFor('pt-BR').catalogue.frame['nav.publications']).toBe('Publicações');
    expect(catalogueFor('zh-CN').catalogue.frame['nav.publications']).toBe('论文');
  });
});

test.describe('The site’s language in its pages and files', () => {
  const site = (locale: string) => ({ modules: { 'profile.ts': { profile: { site: { locale } } } } });

  test('the browser’s catalogue part is the chosen language’s alone, in the site’s locale', () => {
    const frame = catalogueModule('frame', site('pt-BR'));
    expect(frame).toContain('export const locale = "pt-BR";');
    expect(frame).toContain('"skip.content":"Pular para o conteúdo"');
    expect(frame).not.toContain('Skip to content');
    expect(frame).not.toContain('Pagina');
    // A language with no catalogue reads English, with English plurals and dates.
    expect(catalogueModule('frame', site('fr-CA'))).toContain('export const locale = "en";');
    expect(catalogueModule('cards', site('ar'))).toContain('"cite.button":"استشهد"');
  });

  test('the build’s own files say it in the site’s language, plurals by its rules', () => {
    expect(siteWords(site('de'))('pubs.count', { count: 1 })).toBe('1 Publikation');
    expect(siteWords(site('de'))('pubs.count', { count: 6 })).toBe('6 Publikationen');
    expect(siteWords(site('ar'))('pubs.count', { count: 2 })).toBe('منشوران');
    expect(siteWords(site('zh-CN'))('feed.title', { name: 'Maya' })).toBe('Maya：动态');
    expect(siteWords(site('en'))('news.description', { name: 'Maya', count: 1 })).toBe(
      'News from Maya: 1 item, newest first.',
    );
  });

  test('dates read in the locale’s own forms; English keeps the site’s day-month-year', () => {
    expect(monthYearIn('en', '2025-05')).toBe('May 2025');
    expect(monthYearIn('en', '2025-06', 'short')).toBe('Jun 2025');
    expect(dateIn('en', '2025-05-14')).toBe('14 May 2025');
    expect(monthYearIn('de', '2025-03')).toBe('März 2025');
    expect(dateIn('de', '2025-05-14')).toBe('14. Mai 2025');
    expect(monthYearIn('pt-BR', '2025-09', 'short')).toBe('set. de 2025');
    expect(dateIn('es', '2025-05-14')).toBe('14 de mayo de 2025');
    expect(monthYearIn('zh-CN', '2025-05')).toBe('2025\u2060年\u20605\u2060月');
    expect(monthYearIn('zh-CN', '2025')).toBe('2025\u2060年');
    expect(monthYearIn('ar', '2025-03')).toBe('مارس 2025');
  });
});
