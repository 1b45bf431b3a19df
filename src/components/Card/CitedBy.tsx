import type { CitationCount } from '../../content/types';
import { text } from '../../styles/typography.css';
import { formatMonthYear } from '../../content/dates';
import * as cardStyles from './Card.css';
import * as styles from './CitedBy.css';
import { t } from '../../i18n/cards';

/** "Cited by 42 · OpenAlex · Nov 2026": a count means nothing without where and when it was counted. */
function CitedByText({ citedBy: { count, source, date } }: { citedBy: CitationCount }) {
  return (
    <>
      {t('citedBy', { count, source })}
      <time dateTime={date}>{formatMonthYear(date, 'short')}</time>
    </>
  );
}

/** The count at the end of a row's line. */
export function CitedByInRow({ citedBy }: { citedBy: CitationCount }) {
  return (
    <span className={styles.inRow}>
      <CitedByText citedBy={citedBy} />
    </span>
  );
}

/** The count on a line of its own, under a card's venue. */
export function CitedByLine({ citedBy }: { citedBy: CitationCount }) {
  return (
    <p className={`${text.small} ${cardStyles.muted}`}>
      <CitedByText citedBy={citedBy} />
    </p>
  );
}
