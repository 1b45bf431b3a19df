import { Fragment, useState } from 'react';
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
 * A publication's author list, in the order given, the owner in bold. A long one shows its first
 * few names and the owner's, then "and N more", a button that shows them all.
 */
export function Authors({ names, owner, etAl, collapsible = true }: AuthorsProps) {
  const [expandedByVisitor, setExpanded] = useState(false);
  const expanded = expandedByVisitor || !collapsible;
  const authors = names.map(readAuthor);
  const isOwner = (author: AuthorName) => owner !== undefined && isOwnerName(author.name, owner.name, owner.aliases);
  const short = shortList(authors, isOwner);
  const shown = expanded ? authors : short.first;
  return (
    <p className={styles.root}>
      {shown.map((author, i) => (
        <Fragment key={i}>
          {i > 0 && t('authors.separator')}
          <Author author={author} isOwner={isOwner(author)} owner={owner} />
        </Fragment>
      ))}
      {!expanded && short.owner && (
        <>
          {t('authors.separator')}…{t('authors.separator')}
          <Author author={short.owner} isOwner owner={owner} />
        </>
      )}
      {short.hidden > 0 && collapsible && (
        <>
          {expanded ? ' ' : t('authors.and')}
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
        </>
      )}
      {etAl && (names.length > 0 ? `${t('authors.separator')}${t('authors.etAl')}` : t('authors.etAl'))}
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
