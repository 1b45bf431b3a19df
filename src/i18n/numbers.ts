import { formatsFor } from './catalogue/frame.ts';
import { digitsOf, groupedOf } from './localeData.ts';

/*
 * Numbers as the site's language writes them: "٢٠٢٦" and "١٢" in Egyptian Arabic, "2026" and "12" in English.
 * Every number a visitor reads goes through these, so a page never mixes two sets of digits (its dates use the
 * same). Written from the formatting data the build took from Intl (localeData.ts), not the browser's own.
 * They are whole and not negative (counts, years); anything else keeps its own form, in the locale's digits.
 */

/** A count in the locale's digits and grouping: "1,234", "1.234", "١٬٢٣٤". */
export const formatCount = (locale: string, count: number): string =>
  Number.isSafeInteger(count) && count >= 0
    ? groupedOf(formatsFor(locale), count)
    : digitsOf(formatsFor(locale), count);

/** A year (2026 or "2026") in the locale's digits, never grouped: "2026", "٢٠٢٦". */
export const formatYear = (locale: string, year: number | string): string => digitsOf(formatsFor(locale), Number(year));
