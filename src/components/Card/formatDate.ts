/**
 * Human form of an ISO 8601 date from the content: "2025" stays "2025",
 * "2025-05" and "2025-05-14" read "May 2025" (cards show month and year).
 */
export function formatMonthYear(iso: string, locale = 'en'): string {
  const [year = NaN, month] = iso.split('-').map(Number);
  if (!month) return String(year);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
