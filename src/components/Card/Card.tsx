import { useId, type ReactNode } from 'react';
import Award from 'lucide-react/icons/award';
import Code from 'lucide-react/icons/code';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Presentation from 'lucide-react/icons/presentation';
import Video from 'lucide-react/icons/video';
import { Authors } from '../Authors/Authors';
import { LinkButton } from '../LinkButton/LinkButton';
import { Picture } from '../Picture/Picture';
import { text } from '../../styles/typography.css';
import { CiteButton } from './CiteButton';
import { formatMonthYear } from '../dates';
import type { ItemLink, PublicationLinkKind } from '../publicationText';
import * as styles from './Card.css';

export interface CardProps {
  title: string;
  /** The card's heading level, so it fits the page outline. */
  headingLevel: 2 | 3;
  /** Without an image the card is text only. */
  image?: string;
  /** Decorative: shown in place of `image` while the card is hovered or has focus inside. */
  hoverImage?: string;
  alt?: string;
  /** ISO 8601 date; without one the card reads "Forthcoming". */
  date?: string;
  /** Projects: the intro text. */
  description?: string;
  /** Publications: the author list. */
  authors?: string[];
  /** The author list was cut short ("and others" in the .bib): it ends in "et al.". */
  etAl?: boolean;
  /** An author name to emphasise in `authors` (the site's owner). */
  highlightAuthor?: string;
  /** Publications: "Poster", "Conference paper" … shown as a badge. */
  kind?: string;
  /** Publications: the venue's short name ("CHI"), shown beside the kind. */
  abbr?: string;
  /** Publications: an award, in words. */
  award?: string;
  /** Venue (publications) or details (projects). */
  meta: string;
  /** PDF, DOI, code, slides…, in the order they show (publicationText.ts `itemLinks`). */
  links?: readonly ItemLink[];
  bibtex?: string;
  /** Reduce the card to its heading and intro text (`description`). */
  home?: boolean;
  /** For cards below the fold: the browser fetches the images when they get near. */
  lazy?: boolean;
}

const { imageSize, imageSizes } = styles;
const iconSize = 16;

// Few distinct icons: every one is in the chunk of each page that shows a card (Home among them); the label says the rest.
const linkIcons: Record<PublicationLinkKind, typeof FileText> = {
  pdf: FileText,
  doi: ExternalLink,
  web: ExternalLink,
  arxiv: FileText,
  website: ExternalLink,
  code: Code,
  video: Video,
  poster: Presentation,
  scholar: GraduationCap,
  slides: Presentation,
  supplement: FileText,
  blog: ExternalLink,
};

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={`${text.h3} ${styles.title}`}>
      {children}
    </Tag>
  );
}

/** A project or publication: an <article> named by its heading. */
export function Card(props: CardProps) {
  const { title, headingLevel, description, home } = props;
  const headingId = useId();

  if (home) {
    return (
      <article className={`${styles.root} ${styles.intro}`} aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
        {description && <p className={text.body2}>{description}</p>}
      </article>
    );
  }

  const { image, hoverImage, alt, date, authors, etAl, highlightAuthor, kind, abbr, award, meta, lazy } = props;
  const { links = [], bibtex } = props;
  const loading = lazy ? 'lazy' : 'eager';

  const body = (
    <div className={styles.body}>
      <p className={`${text.small} ${styles.eyebrow}`}>
        {kind && <span className={styles.badge}>{kind}</span>}
        {abbr && <span className={styles.abbr}>{abbr}</span>}
        {date ? <time dateTime={date}>{formatMonthYear(date)}</time> : <span>Forthcoming</span>}
      </p>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {authors && <Authors names={authors} highlight={highlightAuthor} etAl={etAl} />}
      {description && <p className={text.body2}>{description}</p>}
      {meta && <p className={`${text.small} ${styles.muted}`}>{meta}</p>}
      {award && (
        <p className={`${text.small} ${styles.award}`}>
          <Award size={iconSize} aria-hidden="true" />
          {award}
        </p>
      )}
      {(links.length > 0 || bibtex) && (
        <div className={styles.actions}>
          {links.map(({ kind: linkKind, label, href }) => {
            const Icon = linkIcons[linkKind];
            return (
              <LinkButton
                key={linkKind}
                href={href}
                external
                size="small"
                icon={<Icon size={iconSize} />}
                // Each link names its card ("PDF: <title>"); the name starts with the visible label (WCAG 2.5.3).
                aria-label={`${label}: ${title}`}
              >
                {linkKind === 'scholar' ? (
                  <span>
                    <span className={styles.wideOnly}>Google </span>Scholar
                  </span>
                ) : (
                  label
                )}
              </LinkButton>
            );
          })}
          {bibtex && <CiteButton bibtex={bibtex} title={title} />}
        </div>
      )}
    </div>
  );

  if (!image) {
    return (
      <article className={styles.root} aria-labelledby={headingId}>
        {body}
      </article>
    );
  }

  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <Picture
            className={styles.mainImage}
            src={image}
            alt={alt ?? ''}
            sizes={imageSizes}
            {...imageSize}
            loading={loading}
          />
          {/* Lazy and not displayed until hovered (Card.css.ts): requested only then. */}
          {hoverImage && (
            <Picture
              className={styles.hoverImage}
              src={hoverImage}
              alt=""
              sizes={imageSizes}
              {...imageSize}
              loading="lazy"
              fetchPriority="low"
            />
          )}
        </div>
        {body}
      </div>
    </article>
  );
}
