import { formatMonthYear, rangeSeparator } from '../../content/dates';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { t } from '../../i18n/cards';

const monthYear = (iso: string) => formatMonthYear(iso, 'short');

interface DateRangeProps {
  date: string;
  endDate?: string;
  /** Still going on: the range ends in `presentLabel`. */
  current?: boolean;
  presentLabel?: string;
}

/**
 * "Sep 2020 – Jun 2022", "Sep 2022 – present" or "Sep 2020", as the CV writes them (monthRangeIn): the
 * language's range mark is drawn, a word is read in its place.
 */
export function DateRange({ date, endDate, current, presentLabel = t('date.present') }: DateRangeProps) {
  const start = <time dateTime={date}>{monthYear(date)}</time>;
  if (!endDate && !current) return start;
  return (
    <>
      {start}
      <span aria-hidden="true">{rangeSeparator()}</span>
      <span className={visuallyHidden}>{t('date.range')}</span>
      {endDate ? <time dateTime={endDate}>{monthYear(endDate)}</time> : presentLabel}
    </>
  );
}
