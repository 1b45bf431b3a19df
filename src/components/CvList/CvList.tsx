import { externalLinkProps } from '../LinkButton/LinkButton';
import { DateRange } from '../DateRange/DateRange';
import { text } from '../../styles/typography.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { prose } from '../ItemArticle/ItemArticle.css';
import * as styles from './CvList.css';

/** One row of a CV list (a talk, a course, an entry of a section the owner names), as its adapter gives it. */
export interface CvItem {
  key: string;
  date?: string;
  endDate?: string;
  current?: boolean;
  /** Shown in place of the dates (a term: "Spring 2025"). */
  when?: string;
  title: string;
  /** A talk's type; `strong` for the invited ones, which stand out. */
  badge?: { label: string; strong: boolean };
  /** Lines under the title: the event and place, the institution and role … */
  lines: string[];
  links: Array<{ label: string; href: string }>;
  /** A talk's abstract, a course's description: HTML the build made from the owner's Markdown, shown when opened. */
  details?: { label: string; html: string };
}

function When({ item: { date, endDate, current, when } }: { item: CvItem }) {
  if (when) return when;
  if (!date) return null;
  return <DateRange date={date} endDate={endDate} current={current} />;
}

/** A CV list: the date beside each entry from sm, above it on a phone; links open in a new tab. */
export function CvList({ items }: { items: readonly CvItem[] }) {
  return (
    <ol className={styles.root}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <p className={`${text.small} ${styles.when}`}>
            <When item={item} />
          </p>
          <div className={styles.body}>
            <p className={`${text.body1} ${styles.title}`}>
              {item.badge && (
                <span className={`${text.small} ${styles.badge}`} data-strong={item.badge.strong || undefined}>
                  {item.badge.label}
                </span>
              )}
              {item.title}
            </p>
            {item.lines.map((line) => (
              <p key={line} className={`${text.body2} ${styles.line}`}>
                {line}
              </p>
            ))}
            {item.details && (
              <details className={styles.details}>
                <summary className={`${text.body2} ${styles.summary}`}>
                  {item.details.label}
                  <span className={visuallyHidden}>: {item.title}</span>
                </summary>
                {/* Sanitised to an allowlist by the build (tooling/content/markdown/markdown.ts). */}
                <div className={`${text.body2} ${prose}`} dangerouslySetInnerHTML={{ __html: item.details.html }} />
              </details>
            )}
            {item.links.length > 0 && (
              <p className={`${text.body2} ${styles.links}`}>
                {item.links.map(({ label, href }) => (
                  // Named with the entry's title, the visible word first (a hidden span would read "Slides :").
                  <a
                    key={href}
                    href={href}
                    className={styles.link}
                    aria-label={`${label}: ${item.title}`}
                    {...externalLinkProps}
                  >
                    {label}
                  </a>
                ))}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
