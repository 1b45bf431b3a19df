import { formatsFor, locale as siteLocale } from '../i18n/frame';
import { dateParts } from '../i18n/localeData';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/*
 * In English a table (the site's own "14 May 2025", whatever the territory); in any other language the
 * locale's own forms, from the formatting data the build took from Intl (src/i18n/localeData.ts): the
 * browser writes a date as the prerendered page has it, whatever its own ICU would.
 */
const isEnglish = (locale: string) => locale === 'en' || locale.startsWith('en-');
/** Languages whose lines may break between any two letters (and digits): a date is kept whole on one line. */
const breaksBetweenLetters = /^(zh|ja|ko)(-|$)/i;
type Form = 'year' | 'long' | 'short' | 'day';
function inLocale(locale: string, iso: string, form: Form): string {
  const data = formatsFor(locale);
  const dates = data.dates!;
  const chosen = form === 'year' ? { parts: dates.year } : dates[form];
  const [year = '', month = '1', day = '1'] = iso.split('-');
  const ymd = [Number(year), Number(month), Number(day)];
  const parts = dateParts(data, chosen.parts, chosen.months ?? dates.long.months, ymd);
  if (!breaksBetweenLetters.test(locale)) return parts.join('');
  // U+2060 WORD JOINER between the parts and no-break spaces: "2022年6月" never wraps as "2022年6" / "月".
  return parts.map((part) => part.replace(/ /g, '\u00a0')).join('\u2060');
}

/** formatMonthYear in `locale`: for the tests, and for the build's files in the site's language. */
export function monthYearIn(locale: string, iso: string, length: 'long' | 'short' = 'long'): string {
  const [year = iso, month] = iso.split('-');
  const name = month ? months[Number(month) - 1] : undefined;
  if (isEnglish(locale)) return name ? `${length === 'short' ? name.slice(0, 3) : name} ${year}` : year;
  if (!name) return /^\d{4}$/.test(year) ? inLocale(locale, year, 'year') : year;
  return inLocale(locale, iso, length);
}

/**
 * The mark between a range's two dates in `locale`: Intl's (" – " set with thin spaces, "～" in Japanese,
 * "–" alone in Finnish), as the build took it; in English the site's own " – ", as its dates are the site's own.
 * Its escape, '\u2009–\u2009', is written here so the font subsets keep the thin space (fontCharacters.ts).
 */
export const rangeSeparatorIn = (locale: string): string =>
  isEnglish(locale) ? ' – ' : formatsFor(locale).dates!.range;

/**
 * A range of months in `locale`, as cards and CVs show it: "Sep 2020 – Jun 2022", "Sept. 2022 – heute",
 * "Sep 2020" alone; empty without a date. `present` is the word for a range still going on.
 */
export function monthRangeIn(
  locale: string,
  { date, endDate, current }: { date?: string; endDate?: string; current?: boolean },
  present: string,
): string {
  if (!date) return '';
  const start = monthYearIn(locale, date, 'short');
  if (endDate) return `${start}${rangeSeparatorIn(locale)}${monthYearIn(locale, endDate, 'short')}`;
  return current ? `${start}${rangeSeparatorIn(locale)}${present}` : start;
}

/** formatDate in `locale`. */
export function dateIn(locale: string, iso: string): string {
  const [, , day] = iso.split('-');
  const monthYear = monthYearIn(locale, iso);
  if (!day || monthYear === iso) return monthYear;
  if (!isEnglish(locale)) return inLocale(locale, iso, 'day');
  return `${Number(day)} ${monthYear}`;
}

/**
 * "2025" stays "2025"; "2025-05" and "2025-05-14" read "May 2025" (`long`) or
 * "May 2025"/"Jun 2025" (`short`): cards and CVs show months, not days.
 */
export const formatMonthYear = (iso: string, length: 'long' | 'short' = 'long') => monthYearIn(siteLocale, iso, length);

/** The site's range mark (rangeSeparatorIn): between a range's two dates. */
export const rangeSeparator = () => rangeSeparatorIn(siteLocale);

/** "2025-05-14" reads "14 May 2025"; "2025-05" and "2025" as with formatMonthYear. For a page about one item. */
export const formatDate = (iso: string) => dateIn(siteLocale, iso);
