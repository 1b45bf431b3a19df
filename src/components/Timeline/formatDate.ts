const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2024` → "2024"; `2024-06` or `2024-06-14` → "Jun 2024" (a CV shows months, not days). */
export function formatDate(iso: string): string {
  const [year, month] = iso.split('-');
  if (!month) return year ?? iso;
  return monthYear.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}
