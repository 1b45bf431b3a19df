import type { Publication } from '../../content/types';
import type { OwnerName } from '../../content/authorNames';
import { groupByYear } from '../../content/publicationText';
import { PublicationCard } from '../Card/PublicationCard';
import { text } from '../../styles/typography.css';
import * as styles from './YearGroups.css';

interface YearGroupsProps {
  publications: readonly Publication[];
  /** Set in bold among the authors. */
  owner: OwnerName;
  /** The one-page list, where no script runs: each heading links to `pageOf` the paper; no Cite. */
  pageOf?: (publication: Publication) => string;
}

/** The first cards are in view on load; the rest fetch their images as they come near. */
const EAGER_CARDS = 2;

/** One section per year, newest first, each a heading and a list of cards. */
export function YearGroups({ publications, owner, pageOf }: YearGroupsProps) {
  const groups = groupByYear(publications);
  // Where each year's cards start in the whole list, for the eager/lazy split.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((n, [, items]) => n + items.length, 0));
  return (
    <div className={styles.years}>
      {groups.map(([year, items, key], g) => (
        <section key={key} aria-labelledby={`year-${key}`} className={styles.year}>
          <h2 id={`year-${key}`} className={`${text.h4} ${styles.yearHeading}`}>
            {year}
          </h2>
          <ol className={styles.list}>
            {items.map((p, i) => (
              <li key={p.id}>
                <PublicationCard
                  publication={p}
                  headingLevel={3}
                  owner={owner}
                  lazy={starts[g]! + i >= EAGER_CARDS}
                  href={pageOf?.(p)}
                  interactive={!pageOf}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
