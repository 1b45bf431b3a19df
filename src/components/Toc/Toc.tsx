import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { text } from '../../styles/typography.css';
import { useActiveHeading } from './useActiveHeading';
import { useMediaQuery } from './useMediaQuery';
import { useSectionLinks } from './useSectionLinks';
import { useTocEntries, type TocEntry } from './useTocEntries';
import * as styles from './Toc.css';
import * as entryStyles from './TocEntries.css';

interface TocProps {
  /**
   * The element whose h2 and h3 headings become the entries. Pass it through
   * a callback ref and state: a ref object is still empty while this earlier
   * sibling runs its layout effects.
   */
  content: HTMLElement | null;
  /** The navigation's visible heading and accessible name. */
  title: string;
  /** Pixels at the top of the window where a heading does not count as visible (default 50). */
  rootMargin?: number;
  /** Placement in the page's layout. */
  className?: string;
}

interface Branch extends TocEntry {
  children: TocEntry[];
}

/** h3 entries nest under the h2 before them. */
function toTree(entries: readonly TocEntry[]): Branch[] {
  const tree: Branch[] = [];
  for (const entry of entries) {
    const parent = tree[tree.length - 1];
    if (entry.level === 3 && parent) parent.children.push(entry);
    else tree.push({ ...entry, children: [] });
  }
  return tree;
}

/**
 * "On this page": a second navigation, built from the content's headings.
 * From md up it is a sticky side column; below md a disclosure whose button
 * also names the current section. Its links and their clicks: useSectionLinks.ts.
 */
export function Toc({ content, title, rootMargin = 50, className }: TocProps) {
  const entries = useTocEntries(content);
  const ids = useMemo(() => entries.map((e) => e.id), [entries]);
  const { activeId, pin } = useActiveHeading(ids, rootMargin);
  const tree = useMemo(() => toTree(entries), [entries]);
  const wide = useMediaQuery(styles.wideQuery);
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const listId = useId();
  const collapsed = !wide && !open;
  const { hrefOf, onEntryClick } = useSectionLinks(ids, pin, () => {
    if (!wide) flushSync(() => setOpen(false));
  });

  // Keep the active entry visible when the side column scrolls on its own.
  useEffect(() => {
    const box = listRef.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link || !wide || box.scrollHeight <= box.clientHeight) return;
    const b = box.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    if (l.top < b.top) box.scrollTop -= b.top - l.top + l.height;
    else if (l.bottom > b.bottom) box.scrollTop += l.bottom - b.bottom + l.height;
  }, [activeId, wide]);

  const activeSection = tree.find((b) => b.id === activeId || b.children.some((c) => c.id === activeId));

  const link = (entry: TocEntry) => (
    <a
      href={hrefOf(entry.id)}
      className={entryStyles.link}
      data-level={entry.level}
      aria-current={entry.id === activeId ? 'location' : undefined}
      onClick={(e) => onEntryClick(e, entry.id)}
    >
      {entry.text}
    </a>
  );

  return (
    <nav aria-labelledby={titleId} className={className ? `${styles.root} ${className}` : styles.root}>
      <h2 className={`${text.h6} ${styles.heading}`}>
        {wide ? (
          <span id={titleId}>{title}</span>
        ) : (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            <span id={titleId}>{title}</span>
            {activeSection && (
              <span className={`${text.body2} ${styles.current}`} aria-hidden="true">
                {activeSection.text}
              </span>
            )}
            <ChevronDown className={styles.chevron} aria-hidden="true" size={20} />
          </button>
        )}
      </h2>
      <ol ref={listRef} id={listId} className={entryStyles.list} hidden={collapsed}>
        {tree.map((branch) => (
          <li key={branch.id}>
            {link(branch)}
            {branch.children.length > 0 && (
              <ol className={entryStyles.sublist}>
                {branch.children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
