import { Link } from 'react-router-dom';
import { AuthorMarksLegend, Authors } from '../../../components/Authors/Authors';
import type { OwnerName } from '../../../content/authorNames';
import type { Publication } from '../../../content/types';
import { yearOf } from '../../../content/publicationText';
import { text } from '../../../styles/typography.css';
import * as styles from './Lists.css';
import { t } from '../../../i18n/pages';

interface PublicationListProps {
  /** The owner's selected papers in their order, or the newest few. */
  publications: readonly Publication[];
  /** How many there are in all: when more than shown, a link leads to the full list. */
  total: number;
  /** The site owner, set in bold among the authors as CVs do. */
  owner: OwnerName;
}

/**
 * A compact CV list: title, authors, venue, year and kind. It shows the selected papers or the
 * newest few, so the page (and the sections below it) keeps its size whatever the length of the
 * .bib; the Publications page has them all.
 */
export function PublicationList({ publications, total, owner }: PublicationListProps) {
  return (
    <>
      <ol className={styles.publications}>
        {publications.map((pub) => (
          <li key={pub.id} className={styles.publication}>
            <p className={`${text.small} ${styles.meta}`}>
              {pub.date ? (
                <time dateTime={pub.date} className={styles.year}>
                  {yearOf(pub)}
                </time>
              ) : (
                <span className={styles.year}>{yearOf(pub)}</span>
              )}
              <span className={styles.kind}>{t(`kind.${pub.kind}`)}</span>
            </p>
            <h3 id={`publication-${pub.id}`} tabIndex={-1} className={`${text.h5} ${styles.pubTitle}`}>
              {pub.title}
            </h3>
            <Authors names={pub.authors} owner={owner} etAl={pub.etAl} />
            <p className={`${text.body2} ${styles.venue}`}>
              <bdi>{pub.venue}</bdi>
            </p>
          </li>
        ))}
      </ol>
      <AuthorMarksLegend lists={publications.map((p) => p.authors)} owner={owner} className={styles.more} />
      {total > publications.length && (
        <p className={`${text.body2} ${styles.more}`}>
          <Link to="/publications">{t('pubs.allOnAbout', { count: total })}</Link>
        </p>
      )}
    </>
  );
}
