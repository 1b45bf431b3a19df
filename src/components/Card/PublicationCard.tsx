import { memo } from 'react';
import Award from 'lucide-react/icons/award';
import type { Publication } from '../../content/types';
import { text } from '../../styles/typography.css';
import { Authors } from '../Authors/Authors';
import type { OwnerName } from '../../content/authorNames';
import { itemLinks } from '../../content/publicationText';
import { Card } from './Card';
import { CardDate, CardLinks, CardNote, cardMedia, iconSize } from './CardParts';
import { CiteButton } from './CiteButton';
import { CitedByInRow, CitedByLine } from './CitedBy';
import * as styles from './Card.css';
import * as rowStyles from './CardRow.css';
import { locale, t } from '../../i18n/cards';
import { directionOf } from '../../i18n/direction';

/**
 * On a right-to-left page a row's venue is isolated, in its own direction: "Proceedings … (HRI ’26), القاهرة" keeps
 * its brackets where it wraps. Left to right it stays one text with its separator: an isolate there moves the
 * date after it by a fraction of a pixel.
 */
const rightToLeft = directionOf(locale) === 'rtl';

interface PublicationCardProps {
  publication: Omit<Publication, 'id' | 'bibtex'> & { bibtex?: string };
  headingLevel: 2 | 3;
  /** The site's owner, set in bold among the authors. */
  owner?: OwnerName;
  lazy?: boolean;
  /** Its heading links to this address (the one-page list: the paper's own page). */
  href?: string;
  /** False where no script runs (the one-page list): no Cite button, every author named. */
  interactive?: boolean;
}

/**
 * A publication: kind, short venue name and date, title, authors, venue, award, links and Cite. With
 * an `image`, a card; without one, a dense row (the `row` variant), its `preview` beside it (decorative:
 * the title says what the paper is); one its owner marks `home` keeps its title alone (the `intro` variant).
 */
export const PublicationCard = memo(function PublicationCard({
  publication: p,
  headingLevel,
  owner,
  lazy,
  href,
  interactive = true,
}: PublicationCardProps) {
  if (p.home) return <Card title={p.title} headingLevel={headingLevel} variant="intro" />;
  const links = itemLinks(p);
  const media = cardMedia(p, lazy);
  const award = p.award && <AwardLine award={p.award} />;
  const actions = (links.length > 0 || (p.bibtex && interactive)) && (
    <>
      <CardLinks links={links} title={p.title} />
      {p.bibtex && interactive && <CiteButton bibtex={p.bibtex} title={p.title} />}
    </>
  );
  // Without a card picture, a dense row (with the .bib's preview beside it): a long list reads like a CV.
  if (!media)
    return (
      <Card
        title={p.title}
        headingLevel={headingLevel}
        variant="row"
        actions={actions}
        href={href}
        media={p.preview ? { src: p.preview, alt: '', lazy } : undefined}
      >
        <Authors names={p.authors} owner={owner} etAl={p.etAl} collapsible={interactive} />
        <p className={`${text.small} ${rowStyles.rowMeta}`}>
          <KindBadges publication={p} />
          {p.venue &&
            (rightToLeft ? (
              <>
                <bdi>{p.venue}</bdi>
                {' ·\u00a0'}
              </>
            ) : (
              `${p.venue} ·\u00a0`
            ))}
          <CardDate date={p.date} />
          {/* The award on the same line, so a row stays three lines high. */}
          {p.award && (
            <span className={rowStyles.rowAward}>
              <AwardLabel award={p.award} />
            </span>
          )}
          {p.citedBy && <CitedByInRow citedBy={p.citedBy} />}
        </p>
      </Card>
    );
  return (
    <Card
      title={p.title}
      headingLevel={headingLevel}
      href={href}
      media={media}
      eyebrow={
        <>
          <KindBadges publication={p} />
          <CardDate date={p.date} />
        </>
      }
      actions={actions}
    >
      <Authors names={p.authors} owner={owner} etAl={p.etAl} collapsible={interactive} />
      {p.venue && (
        <CardNote>
          <bdi>{p.venue}</bdi>
        </CardNote>
      )}
      {award}
      {p.citedBy && <CitedByLine citedBy={p.citedBy} />}
    </Card>
  );
});

/** The kind as a filled badge, the venue's short name outlined beside it (a card's eyebrow, a row's line, a paper's page). */
export function KindBadges({ publication: p }: { publication: Pick<Publication, 'kind' | 'abbr'> }) {
  return (
    <>
      <span className={styles.badge}>{t(`kind.${p.kind}`)}</span>
      {p.abbr && <span className={styles.abbr}>{p.abbr}</span>}
    </>
  );
}

/** An award in words after its icon. */
function AwardLabel({ award }: { award: string }) {
  return (
    <>
      <Award size={iconSize} aria-hidden="true" />
      {award}
    </>
  );
}

/** An award on a line of its own, under a card's venue or a paper's. */
export function AwardLine({ award }: { award: string }) {
  return (
    <p className={`${text.small} ${styles.award}`}>
      <AwardLabel award={award} />
    </p>
  );
}
