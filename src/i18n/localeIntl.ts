import type { DateForm, DatePattern, LocaleData } from './localeData.ts';

/*
 * A language's formatting data as Node's Intl gives it: the build's, shipped with the catalogue's frame
 * (tooling/content/words/messages.ts); in Node (the prerender, static pages, CV, feeds, tests) the same, for any
 * locale. Made once per locale.
 */

const isEnglish = (locale: string) => locale === 'en' || locale.startsWith('en-');
const fields: Record<string, 0 | 1 | 2> = { year: 0, month: 1, day: 2 };

/**
 * The site's dates are Gregorian whatever calendar the locale keeps (a month is the same month on every page);
 * named only where it is not the locale's own, as naming it changes ICU's spaces (U+202F in "2024 г.").
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  if (format.resolvedOptions().calendar === 'gregory') return format;
  return new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', timeZone: 'UTC' });
}

/** A date format's pattern and the twelve months' names in it, from Intl's parts for each month of 2025. */
function dateForm(locale: string, options: Intl.DateTimeFormatOptions): Required<DateForm> {
  const format = dateFormat(locale, options);
  const months = Array.from(
    { length: 12 },
    (_, m) => format.formatToParts(Date.UTC(2025, m, 4)).find((part) => part.type === 'month')?.value ?? '',
  );
  // V8's format() writes U+202F as a plain space ("2024 г."), its formatToParts() does not; the site has
  // written a date by format() but in Chinese, Japanese and Korean (by its parts, src/content/dates.ts).
  const spaced = (text: string) => (/^(zh|ja|ko)(-|$)/i.test(locale) ? text : text.replace(/\u202f/g, ' '));
  const parts: DatePattern = format
    .formatToParts(Date.UTC(2025, 8, 4))
    .map((part) => (part.type in fields ? fields[part.type]! : spaced(part.value)));
  return { parts, months };
}

function numbers(locale: string): Pick<LocaleData, 'digits' | 'group'> {
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d)).join('');
  // Grouped always (useGrouping: true), as the site has grouped a count: "1.234" in Spanish too.
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true });
  const integers = grouped
    .formatToParts(1234567)
    .filter((part) => part.type === 'integer')
    .map((part) => part.value.length);
  const mark = grouped.formatToParts(1234567).find((part) => part.type === 'group')?.value ?? '';
  const primary = integers.at(-1) ?? 3;
  const secondary = integers.length > 2 ? integers.at(-2)! : primary;
  return { ...(digits === '0123456789' ? {} : { digits }), group: [mark, primary, secondary] };
}

function list(locale: string): LocaleData['list'] {
  const format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
  const between = (count: number) =>
    format
      .formatToParts(Array.from({ length: count }, (_, i) => String(i)))
      .filter((part) => part.type === 'literal')
      .map((part) => part.value);
  const [pair = ''] = between(2);
  const [start = '', middle = '', end = ''] = between(4);
  return [pair, start, middle, end];
}

function rangeMark(locale: string): string {
  const format = dateFormat(locale, { year: 'numeric', month: 'short' });
  const parts = format.formatRangeToParts(Date.UTC(2020, 8, 1), Date.UTC(2022, 5, 1));
  return parts.find((part) => part.source === 'shared')?.value ?? '\u2009–\u2009';
}

/** `locale`'s data from this runtime's Intl. English keeps no dates: its are the site's own table. */
export function localeDataFromIntl(locale: string): LocaleData {
  const data: LocaleData = { ...numbers(locale), list: list(locale) };
  if (isEnglish(locale)) return data;
  const long = dateForm(locale, { year: 'numeric', month: 'long' });
  // A form whose months are the long form's names leaves them out: the frame's data stays a few hundred bytes.
  const sameMonths = ({ parts, months }: DateForm): DateForm =>
    months!.join() === long.months!.join() ? { parts } : { parts, months };
  return {
    ...data,
    dates: {
      year: dateForm(locale, { year: 'numeric' }).parts,
      long,
      short: sameMonths(dateForm(locale, { year: 'numeric', month: 'short' })),
      day: sameMonths(dateForm(locale, { year: 'numeric', month: 'long', day: 'numeric' })),
      range: rangeMark(locale),
    },
  };
}

const made = new Map<string, LocaleData>();
/** localeDataFromIntl, made once per locale. */
export function localeDataFor(locale: string): LocaleData {
  let data = made.get(locale);
  if (!data) made.set(locale, (data = localeDataFromIntl(locale)));
  return data;
}
