import Download from 'lucide-react/icons/download';
import type { Publication } from '../content/types';
import { AuthorMarksLegend, Authors } from '../components/Authors/Authors';
import type { OwnerName } from '../content/authorNames';
import { CardDate, CardLinks, iconSize } from '../components/Card/CardParts';
import { AwardLine, KindBadges } from '../components/Card/PublicationCard';
import { CitedByLine } from '../components/Card/CitedBy';
import * as cardStyles from '../components/Card/Card.css';
import * as mediaStyles from '../components/Card/CardMedia.css';
import { LinkButton } from '../components/LinkButton/LinkButton';
import { Picture } from '../components/Picture/Picture';
import { images } from 'virtual:responsive-images/cards';
import { itemLinks } from '../content/publicationText';
import { text } from '../styles/typography.css';
import { publicationFile, publicationListAddress } from '../content/staticAddresses';
import * as styles from './StaticPages.css';
import { t } from '../i18n/cards';

interface PublicationPageProps {
  publication: Publication;
  owner: OwnerName;
}

/**
 * A publication's own page (publications/<id>.html), rendered at build time with the app's
 * components and stylesheet, and read without any script: the kind, venue and date, the title, every
 * author, the links, the entry's .bib, the abstract and the BibTeX as written.
 */
export function PublicationPage({ publication: p, owner }: PublicationPageProps) {
  // The card's image, else the .bib's preview: the paper's own page shows its figure at the column's width.
  const figure = p.image ?? p.preview;
  return (
    <article className={styles.paper} aria-labelledby="paper-title">
      <p className={`${text.small} ${cardStyles.eyebrow}`}>
        <KindBadges publication={p} />
        <CardDate date={p.date} />
      </p>
      <h1 id="paper-title" className={`${text.h2} ${cardStyles.title}`}>
        {p.title}
      </h1>
      <Authors names={p.authors} owner={owner} etAl={p.etAl} collapsible={false} />
      {p.venue && <p className={`${text.body2} ${cardStyles.muted}`}>{p.venue}</p>}
      {p.award && <AwardLine award={p.award} />}
      {p.citedBy && <CitedByLine citedBy={p.citedBy} />}
      {figure && (
        <Picture
          className={styles.figure}
          src={figure}
          image={images[figure]}
          alt={p.alt ?? ''}
          slot="page"
          {...mediaStyles.imageSize}
        />
      )}
      <div className={styles.actions}>
        <CardLinks links={itemLinks(p)} title={p.title} />
        <LinkButton
          href={publicationFile(p.id, 'bib')}
          download
          size="small"
          icon={<Download size={iconSize} />}
          aria-label={t('link.named', { label: t('pub.bibFile'), title: p.title })}
        >
          {t('pub.bibFile')}
        </LinkButton>
      </div>
      <AuthorMarksLegend lists={[p.authors]} owner={owner} />
      {p.abstract && (
        <section className={styles.section} aria-labelledby="abstract">
          <h2 id="abstract" className={`${text.h4} ${styles.sectionHeading}`}>
            {t('pub.abstract')}
          </h2>
          <p className={`${text.body1} ${styles.abstract}`}>{p.abstract}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="cite">
        <h2 id="cite" className={`${text.h4} ${styles.sectionHeading}`}>
          {t('cite.button')}
        </h2>
        <pre className={styles.bibtex}>{p.bibtex}</pre>
      </section>
      <p className={`${text.body2} ${styles.back}`}>
        <a href={publicationListAddress}>{t('pubs.all')}</a>
      </p>
    </article>
  );
}
