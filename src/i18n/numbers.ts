/*
 * Numbers as the site's language writes them: "٢٠٢٦" and "١٢" in Egyptian Arabic, "2026" and "12" in English.
 * Every number a visitor reads goes through these, so a page never mixes two sets of digits (Intl writes the
 * dates' own in the locale's). One formatter per locale and kind, made once.
 */

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, grouping: boolean): Intl.NumberFormat {
  const key = `${locale} ${grouping}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.NumberFormat(locale, { useGrouping: grouping })));
  return made;
}

/** A count in the locale's digits and grouping: "1,234", "1.234", "١٬٢٣٤". */
export const formatCount = (locale: string, count: number): string => numberFormat(locale, true).format(count);

/** A year (2026 or "2026") in the locale's digits, never grouped: "2026", "٢٠٢٦". */
export const formatYear = (locale: string, year: number | string): string =>
  numberFormat(locale, false).format(Number(year));
