import type { Profile, TimelineEntry } from '../content/types';
import type { CvItem } from '../components/CvList/CvList';
import { absoluteOn } from './cvFiles';
import { datesOf } from './cvText';

/* The rows of the CV page (src/cv/CvPage.tsx): a dated entry, the timeline's, the lists' (talks, teaching, the owner's own). */

/** One entry: its dates in the column where a line starts (left, or right in Arabic), what it is beside them. */
export function Entry({ when, strong, children }: { when: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <li className="entry">
      <p className={strong ? 'when title' : 'when'}>{when}</p>
      <div className="what">{children}</div>
    </li>
  );
}

export function TimelineEntries({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <Entry key={entry.id} when={datesOf(entry)}>
          <p className="title">{entry.title}</p>
          {entry.subtitle && <p className="muted">{entry.subtitle}</p>}
          <p>{entry.text}</p>
        </Entry>
      ))}
    </ul>
  );
}

/** A talk, a course or an entry of the owner's own sections: the row About shows, on paper. */
export function ListEntries({ items, owner }: { items: readonly CvItem[]; owner: Profile }) {
  return (
    <ul>
      {items.map((item) => (
        <Entry key={item.key} when={item.when ?? datesOf(item)}>
          <p className="title">
            {item.badge ? `${item.badge.label} · ` : ''}
            {item.title}
          </p>
          {item.lines.map((line) => (
            <p key={line} className="muted">
              {line}
            </p>
          ))}
          {item.links.length > 0 && (
            <p className="links">
              {item.links.map(({ label, href }) => (
                <a key={href} href={absoluteOn(owner.site.url, href)}>
                  {label}
                </a>
              ))}
            </p>
          )}
        </Entry>
      ))}
    </ul>
  );
}
