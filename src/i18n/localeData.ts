/*
 * A language's formatting data, computed once from Intl by the build (localeIntl.ts) and shipped with the
 * catalogue's frame, so the browser writes a page's dates, range marks, lists and digits as the prerendered
 * HTML has them: its own ICU (another version in every browser) would write other spaces, and React would
 * find the text it hydrates changed (its error #418).
 */

/** A date's parts in their order: 0 the year, 1 the month, 2 the day, a string the text between them. */
export type DatePattern = readonly (0 | 1 | 2 | string)[];

/** A pattern and the months' names in it (a month's form may depend on what stands beside it). */
export interface DateForm {
  parts: DatePattern;
  /** January to December; absent where they are the long form's. */
  months?: readonly string[];
}

export interface LocaleData {
  /** The digits 0 to 9 ("٠١٢٣٤٥٦٧٨٩"); none for the Latin ones. */
  digits?: string;
  /** The grouping mark, the size of the first group (from the right) and of every further one. */
  group: readonly [mark: string, primary: number, secondary: number];
  /** What goes between two items alone, then after the first, between the middle ones, before the last. */
  list: readonly [pair: string, start: string, middle: string, end: string];
  /** Dates, in a language other than English (whose dates are the site's own table). */
  dates?: {
    /** A year alone ("2025", "2025年", "٢٠٢٥"). */
    year: DatePattern;
    long: Required<DateForm>;
    short: DateForm;
    day: DateForm;
    /** The mark between a range's two dates (" – " with thin spaces, "～"). */
    range: string;
  };
}

/** `n`'s decimal digits in the locale's digits. */
export const digitsOf = (data: LocaleData, n: number | string): string =>
  data.digits ? String(n).replace(/[0-9]/g, (d) => data.digits![Number(d)]!) : String(n);

/** A whole number in the locale's digits, grouped as the locale groups it ("1.234", "١٬٢٣٤", "12,34,567"). */
export function groupedOf(data: LocaleData, n: number): string {
  const [mark, primary, secondary] = data.group;
  let rest = String(n);
  if (rest.length <= primary) return digitsOf(data, rest);
  let out = rest.slice(-primary);
  rest = rest.slice(0, -primary);
  while (rest.length > secondary) {
    out = `${rest.slice(-secondary)}${mark}${out}`;
    rest = rest.slice(0, -secondary);
  }
  return digitsOf(data, `${rest}${mark}${out}`);
}

/** A date's parts from a pattern: the year and the day in the locale's digits, the month by name. */
export const dateParts = (data: LocaleData, form: DatePattern, months: readonly string[], ymd: number[]) =>
  form.map((part) => {
    if (typeof part === 'string') return part;
    return part === 1 ? (months[ymd[1]! - 1] ?? '') : digitsOf(data, ymd[part]!);
  });
