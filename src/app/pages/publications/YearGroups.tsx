import type { Publication } from '../../../content/types';
import { Card } from '../../../components/Card/Card';
import { text } from '../../../styles/typography.css';
import { groupByYear } from './filter';
import * as styles from './Publications.css';

interface YearGroupsProps {
  publications: readonly Publication[];
  /** Set in bold among the authors. */
  owner: string;
}

/** The first cards are in view on load; the rest fetch their images as they come near. */
const EAGER_CARDS = 2;

/** One section per year, newest first, each a heading and a list of cards. */
export function YearGroups({ publications, owner }: YearGroupsProps) {
  let index = 0;
  return (
    <div className={styles.years}>
      {groupByYear(publications).map(([year, items]) => (
        <section key={year} aria-labelledby={`year-${year}`} className={styles.year}>
          <h2 id={`year-${year}`} className={`${text.h4} ${styles.yearHeading}`}>
            {year}
          </h2>
          <ol className={styles.list}>
            {items.map((p) => (
              <li key={p.id}>
                <Card
                  headingLevel={3}
                  title={p.title}
                  image={p.image}
                  hoverImage={p.hoverImage}
                  alt={p.alt}
                  date={p.date}
                  kind={p.kind}
                  authors={p.authors}
                  highlightAuthor={owner}
                  meta={p.venue}
                  pdfLink={p.pdfLink}
                  doiLink={p.doiLink}
                  url={p.url}
                  scholarLink={p.scholarLink}
                  slideLink={p.slideLink}
                  bibtex={p.bibtex}
                  home={p.home}
                  lazy={index++ >= EAGER_CARDS}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
