import { Fragment, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import {
  defaultAuthorMarks,
  isOwnerName,
  markMeaning,
  readAuthor,
  shortList,
  type AuthorName,
  type OwnerName,
} from '../../content/authorNames';
import * as styles from './Authors.css';
import { t } from '../../i18n/cards';
import { listParts, listSeparator } from '../../i18n/lists';

interface AuthorsProps {
  /** As the .bib writes them; marks after a name (`Abawi*`) are shown as superscripts. */
  names: readonly string[];
  /** The site's owner, set in bold wherever the list names them, as CVs do. */
  owner?: OwnerName;
  /** The list was cut short in the .bib ("and others"). */
  etAl?: boolean;
  /** False where no script runs (a publication's own page): every name, no button. */
  collapsible?: boolean;
}

/**
 * The site's faces have no dagger or double dagger: those two are drawn (a machine's own font would
 * otherwise draw them, each machine differently); `*` and `#` are text.
 */
const drawnMarks: Readonly<Record<string, string>> = { '†': 'M3 0v10M.6 3h4.8', '‡': 'M3 0v10M.6 2.6h4.8M.6 7.4h4.8' };

function Mark({ mark }: { mark: string }) {
  const path = drawnMarks[mark];
  if (!path) return mark;
  return (
    <svg className={styles.drawnMark} viewBox="0 0 6 10" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="1.1" fill="none" />
    </svg>
  );
}

function Author({ author, isOwner, owner }: { author: AuthorName; isOwner: boolean; owner?: OwnerName }) {
  return (
    <>
      {isOwner ? <strong className={styles.highlighted}>{author.name}</strong> : author.name}
      {author.marks.map((mark) => (
        <Fragment key={mark}>
          <sup className={styles.mark} aria-hidden="true">
            <Mark mark={mark} />
          </sup>
          {markMeaning(mark, owner) && (
            <span className={visuallyHidden}> ({markMeaning(mark, owner)!.toLowerCase()})</span>
          )}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A publication's author list, in the order given, the owner in bold, joined as the site's language joins a
 * list ("A, B, and C", "A、B和C"). A long one shows its first few names and the owner's, then "and N more", a
 * button that shows them all; one cut short in the .bib ends in "et al." after the names, with no "and".
 */
export function Authors({ names, owner, etAl, collapsible = true }: AuthorsProps) {
  const [expandedByVisitor, setExpanded] = useState(false);
  const expanded = expandedByVisitor || !collapsible;
  const authors = names.map(readAuthor);
  const isOwner = (author: AuthorName) => owner !== undefined && isOwnerName(author.name, owner.name, owner.aliases);
  const short = shortList(authors, isOwner);
  const items: ReactNode[] = (expanded ? authors : short.first).map((author, i) => (
    <Author key={i} author={author} isOwner={isOwner(author)} owner={owner} />
  ));
  if (!expanded && short.owner) items.push('…', <Author author={short.owner} isOwner owner={owner} />);
  const button = short.hidden > 0 && collapsible && (
    <button
      type="button"
      className={styles.more}
      aria-expanded={expanded}
      onClick={() => setExpanded(!expandedByVisitor)}
    >
      {expanded ? (
        t('authors.fewer')
      ) : (
        <>
          {t('authors.more', { count: short.hidden })}
          <span className={visuallyHidden}>{t('authors.moreHidden')}</span>
        </>
      )}
    </button>
  );
  // Folded, "N more" is the list's last item; unfolded, the button follows the whole list. It keeps its place
  // among the paragraph's children either way, so it stays the same element and keeps the focus.
  const folded = Boolean(button) && !expanded;
  const parts = listParts(t.locale, items.length + (folded ? 1 : 0), etAl);
  const at = folded ? parts.indexOf(items.length) : parts.length;
  const more = etAl ? (items.length > 0 ? `${listSeparator(t.locale)}${t('authors.etAl')}` : t('authors.etAl')) : '';
  return (
    <p className={styles.root}>
      {parts.slice(0, at).map((part, i) => (
        <Fragment key={i}>{typeof part === 'number' ? items[part] : part}</Fragment>
      ))}
      {!folded && more}
      {button && !folded && ' '}
      {button}
      {folded && `${parts.slice(at + 1).join('')}${more}`}
    </p>
  );
}

/** The marks the lists use, explained once under them: `* Equal contribution · † Corresponding author`. */
export function AuthorMarksLegend({
  lists,
  owner,
  className,
}: {
  lists: ReadonlyArray<readonly string[]>;
  /** Whose words the marks are explained in (the profile's `authorMarks`), else the defaults. */
  owner?: OwnerName;
  className?: string;
}) {
  const used = new Set(lists.flatMap((names) => names.flatMap((name) => readAuthor(name).marks)));
  const marks = Object.keys(defaultAuthorMarks).filter((mark) => used.has(mark));
  if (marks.length === 0) return null;
  return (
    <p className={`${styles.legend} ${className ?? ''}`}>
      {marks.map((mark, i) => (
        <Fragment key={mark}>
          {i > 0 && ' · '}
          <sup className={styles.mark}>
            <Mark mark={mark} />
          </sup>{' '}
          {markMeaning(mark, owner)}
        </Fragment>
      ))}
    </p>
  );
}
