import FileText from 'lucide-react/icons/file-text';
import type { TimelineEntry } from '../../content/types';
import { text } from '../../styles/typography.css';
import { LinkButton } from '../LinkButton/LinkButton';
import { DateRange } from '../DateRange/DateRange';
import * as styles from './Timeline.css';
import { t } from '../../i18n/cards';

interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** Shown as the end of an entry that is still going on. */
  presentLabel?: string;
  posterLabel?: string;
}

/**
 * An ordered list of CV entries, newest first. The rail and its dots are
 * pseudo-elements, so assistive technology reads only date, title and text.
 * Each title is an h3 with the entry's id, so a table of contents can link it.
 */
export function Timeline({
  entries,
  presentLabel = t('date.present'),
  posterLabel = t('timeline.poster'),
}: TimelineProps) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item} data-current={entry.current ? 'true' : undefined}>
          <p className={`${text.small} ${styles.when}`}>
            <DateRange {...entry} presentLabel={presentLabel} />
          </p>
          {/* The logo repeats the organisation named in the subtitle; without a subtitle it says who. */}
          {entry.logo && (
            <img
              className={styles.logo}
              src={entry.logo}
              alt={entry.subtitle ? '' : (entry.logoAlt ?? '')}
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className={styles.content}>
            <h3 id={entry.id} tabIndex={-1} className={`${text.h5} ${styles.title}`}>
              {entry.title}
            </h3>
            {entry.subtitle && <p className={`${text.body2} ${styles.subtitle}`}>{entry.subtitle}</p>}
            <p className={`${text.body2} ${styles.text}`}>{entry.text}</p>
            {entry.posterLink && (
              <div className={styles.actions} data-print="hide">
                <LinkButton
                  href={entry.posterLink}
                  external
                  size="small"
                  icon={<FileText size={16} />}
                  aria-label={t('link.named', { label: posterLabel, title: entry.title })}
                >
                  {posterLabel}
                </LinkButton>
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
