import { formatsFor } from './catalogue/frame.ts';
import { digitsOf, groupedOf } from './localeData.ts';

/*
 * Numbers as the site's language writes them: "٢٠٢٦" and "١٢" in Egyptian Arabic, "2026" and "12" in English.
 * Every number a visitor reads goes through these, so a page never mixes two sets of digits (its dates use the
 * same). Written from the formatting data the build took from Intl (localeData.ts), not the browser's own.
 */

/** A whole number the data can write; anything else (a fraction, a negative) is Intl's, as no page shows one. */
const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** A count in the locale's digits and grouping: "1,234", "1.234", "١٬٢٣٤". */
export const formatCount = (locale: string, count: number): string =>
  whole(count) ? groupedOf(formatsFor(locale), count) : new Intl.NumberFormat(locale).format(count);

/** A year (2026 or "2026") in the locale's digits, never grouped: "2026", "٢٠٢٦". */
export function formatYear(locale: string, year: number | string): string {
  const n = Number(year);
  return whole(n) ? digitsOf(formatsFor(locale), n) : new Intl.NumberFormat(locale, { useGrouping: false }).format(n);
}
