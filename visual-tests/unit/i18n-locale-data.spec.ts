import { expect, test } from '@playwright/test';
import { dateIn, monthRangeIn, monthYearIn, rangeSeparatorIn } from '../../src/content/dates';
import { joinList } from '../../src/i18n/lists';
import { formatCount, formatYear } from '../../src/i18n/numbers';
import type { LocaleData } from '../../src/i18n/localeData';
import { catalogueModule } from '../../tooling/content/words/messages';

/*
 * The formatting data the build ships with the catalogue's frame (src/i18n/localeData.ts) is Node's Intl, and
 * what the site writes from it is what Intl writes: the browser hydrates the prerendered text unchanged.
 */

/** The data in the frame module the build serves for a site in `locale`. */
function shipped(locale: string): LocaleData {
  const content = { modules: { 'profile.ts': { profile: { site: { locale } } } } };
  const module = catalogueModule('frame', content as never);
  const json = /^const formats = (.*);$/m.exec(module)?.[1];
  expect(json, module).toBeDefined();
  return JSON.parse(json!) as LocaleData;
}

test('an Egyptian Arabic site ships its months, range mark, list separators and digits as Node’s Intl writes them', () => {
  const data = shipped('ar-EG');
  expect(data.dates!.long.months[8]).toBe('سبتمبر');
  expect(data.dates!.long.months[5]).toBe('يونيو');
  expect(data.dates!.range).toBe('\u2009–\u2009');
  expect(data.digits).toBe('٠١٢٣٤٥٦٧٨٩');
  expect(data.group[0]).toBe('٬');
  expect(data.list).toEqual([' و', ' و', ' و', ' و']);
  expect(data.dates!.day.parts).toEqual([2, ' ', 1, ' ', 0]);
});

test('a Chinese site ships its month pattern, range mark and list separators as Node’s Intl writes them', () => {
  const data = shipped('zh-CN');
  expect(data.dates!.long).toEqual({
    parts: [0, '年', 1, '月'],
    months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  });
  expect(data.dates!.day.parts).toEqual([0, '年', 1, '月', 2, '日']);
  expect(data.dates!.year).toEqual([0, '年']);
  expect(data.dates!.range).toBe('\u2009–\u2009');
  expect(data.list).toEqual(['和', '、', '、', '和']);
  expect(data.digits).toBeUndefined();
});

test('an English site ships no dates (its are the site’s own) and Intl’s list and grouping, a hundred bytes', () => {
  const data = shipped('en');
  expect(data).toEqual({ group: [',', 3, 3], list: [' and ', ', ', ', ', ', and '] });
  expect(JSON.stringify(shipped('ar-EG')).length).toBeLessThan(400);
});

test('what the site writes from the data, in Arabic and Chinese, as written on its pages', () => {
  expect(monthYearIn('ar-EG', '2020-09', 'short')).toBe('سبتمبر ٢٠٢٠');
  expect(monthRangeIn('ar-EG', { date: '2020-09', endDate: '2022-06' }, '')).toBe('سبتمبر ٢٠٢٠\u2009–\u2009يونيو ٢٠٢٢');
  expect(dateIn('ar-EG', '2025-05-14')).toBe('١٤ مايو ٢٠٢٥');
  expect(formatCount('ar-EG', 1234)).toBe('١٬٢٣٤');
  expect(formatYear('ar-EG', '2026')).toBe('٢٠٢٦');
  expect(monthYearIn('zh-CN', '2022-06')).toBe('2022\u2060年\u20606\u2060月');
  expect(dateIn('zh-CN', '2025-05-14')).toBe('2025\u2060年\u20605\u2060月\u206014\u2060日');
  expect(joinList('zh-CN', ['甲', '乙', '丙'])).toBe('甲、乙和丙');
  expect(formatCount('es', 1234)).toBe('1.234');
  expect(formatCount('es', 12345)).toBe('12.345');
  expect(formatCount('en-IN', 1234567)).toBe('12,34,567');
});

// Intl itself, called here as the code once did: the data must write the same in every language it may meet.
const locales = [
  'ar-EG',
  'ar',
  'zh-CN',
  'zh-Hans',
  'de',
  'de-AT',
  'es',
  'pt-BR',
  'pt',
  'ja',
  'ko',
  'fr',
  'ru',
  'fi',
  'en',
  'en-GB',
  'en-IN',
  'hi',
];
const cjk = /^(zh|ja|ko)(-|$)/;
const byIntl = (locale: string, at: number, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  if (!cjk.test(locale)) return format.format(at);
  return format
    .formatToParts(at)
    .map((part) => part.value.replace(/ /g, '\u00a0'))
    .join('\u2060');
};

for (const locale of locales)
  test(`${locale}: dates, numbers and lists from the data are Intl’s`, () => {
    const english = locale.startsWith('en');
    for (let month = 1; month <= 12; month++)
      for (const day of [1, 9, 28]) {
        const iso = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const at = Date.UTC(2024, month - 1, day);
        if (english) continue;
        expect(dateIn(locale, iso)).toBe(byIntl(locale, at, { year: 'numeric', month: 'long', day: 'numeric' }));
        expect(monthYearIn(locale, iso.slice(0, 7))).toBe(byIntl(locale, at, { year: 'numeric', month: 'long' }));
        expect(monthYearIn(locale, iso.slice(0, 7), 'short')).toBe(
          byIntl(locale, at, { year: 'numeric', month: 'short' }),
        );
      }
    if (!english) {
      expect(monthYearIn(locale, '2024')).toBe(byIntl(locale, Date.UTC(2024, 0, 1), { year: 'numeric' }));
      const range = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
      const shared = range
        .formatRangeToParts(Date.UTC(2020, 8, 1), Date.UTC(2022, 5, 1))
        .find((p) => p.source === 'shared');
      expect(rangeSeparatorIn(locale)).toBe(shared?.value);
    }
    for (const n of [0, 7, 12, 999, 1000, 1234, 12345, 123456, 1234567, 2026])
      expect(formatCount(locale, n)).toBe(new Intl.NumberFormat(locale, { useGrouping: true }).format(n));
    expect(formatYear(locale, 2026)).toBe(new Intl.NumberFormat(locale, { useGrouping: false }).format(2026));
    const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
    for (let count = 0; count <= 5; count++) {
      const items = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'].slice(0, count);
      expect(joinList(locale, items)).toBe(list.format(items));
    }
  });
