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

/**
 * "2025" stays "2025"; "2025-05" and "2025-05-14" read "May 2025" (`long`) or
 * "May 2025"/"Jun 2025" (`short`): cards and CVs show months, not days. A
 * table rather than Intl.DateTimeFormat: the site is in English, and creating
 * a formatter costs tens of milliseconds on a phone while a page hydrates.
 */
export function formatMonthYear(iso: string, length: 'long' | 'short' = 'long'): string {
  const [year = iso, month] = iso.split('-');
  const name = month ? months[Number(month) - 1] : undefined;
  if (!name) return year;
  return `${length === 'short' ? name.slice(0, 3) : name} ${year}`;
}

/** "2025-05-14" reads "14 May 2025"; "2025-05" and "2025" as with formatMonthYear. For a page about one item. */
export function formatDate(iso: string): string {
  const [, , day] = iso.split('-');
  const monthYear = formatMonthYear(iso);
  return day && monthYear !== iso ? `${Number(day)} ${monthYear}` : monthYear;
}
