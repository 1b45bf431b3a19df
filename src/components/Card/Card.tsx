import { useId, type ReactNode } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Presentation from 'lucide-react/icons/presentation';
import { Authors } from '../Authors/Authors';
import { LinkButton } from '../LinkButton/LinkButton';
import { Picture } from '../Picture/Picture';
import { text } from '../../styles/typography.css';
import { CiteButton } from './CiteButton';
import { formatMonthYear } from '../dates';
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
  /** ISO 8601 date. */
  date: string;
  /** Projects: the intro text. */
  description?: string;
  /** Publications: the author list. */
  authors?: string[];
  /** An author name to emphasise in `authors` (the site's owner). */
  highlightAuthor?: string;
  /** Publications: "Poster", "Conference paper" … shown as a badge. */
  kind?: string;
  /** Venue (publications) or details (projects). */
  meta: string;
  pdfLink?: string;
  scholarLink?: string;
  slideLink?: string;
  /** Publications: https://doi.org/… and the entry's own web address. */
  doiLink?: string;
  url?: string;
  bibtex?: string;
  /** Reduce the card to its heading and intro text (`description`). */
  home?: boolean;
  /** For cards below the fold: the browser fetches the images when they get near. */
  lazy?: boolean;
}

const { imageSize, imageSizes } = styles;
const iconSize = 16;

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

  const { image, hoverImage, alt, date, authors, highlightAuthor, kind, meta, lazy } = props;
  const { pdfLink, scholarLink, slideLink, doiLink, url, bibtex } = props;
  const loading = lazy ? 'lazy' : 'eager';
  // Each link names its card ("PDF: <title>"); the name starts with the visible label (WCAG 2.5.3).
  const named = (label: string) => ({ 'aria-label': `${label}: ${title}` });
  const hasLinks = pdfLink || scholarLink || slideLink || doiLink || url || bibtex;

  const body = (
    <div className={styles.body}>
      <p className={`${text.small} ${styles.eyebrow}`}>
        {kind && <span className={styles.badge}>{kind}</span>}
        <time dateTime={date}>{formatMonthYear(date)}</time>
      </p>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {authors && <Authors names={authors} highlight={highlightAuthor} />}
      {description && <p className={text.body2}>{description}</p>}
      {meta && <p className={`${text.small} ${styles.muted}`}>{meta}</p>}
      {hasLinks && (
        <div className={styles.actions}>
          {pdfLink && (
            <LinkButton href={pdfLink} external size="small" icon={<FileText size={iconSize} />} {...named('PDF')}>
              PDF
            </LinkButton>
          )}
          {doiLink && (
            <LinkButton href={doiLink} external size="small" icon={<ExternalLink size={iconSize} />} {...named('DOI')}>
              DOI
            </LinkButton>
          )}
          {url && !doiLink && (
            <LinkButton href={url} external size="small" icon={<ExternalLink size={iconSize} />} {...named('Web page')}>
              Web page
            </LinkButton>
          )}
          {scholarLink && (
            <LinkButton
              href={scholarLink}
              external
              size="small"
              icon={<GraduationCap size={iconSize} />}
              {...named('Google Scholar')}
            >
              <span>
                <span className={styles.wideOnly}>Google </span>Scholar
              </span>
            </LinkButton>
          )}
          {slideLink && (
            <LinkButton
              href={slideLink}
              external
              size="small"
              icon={<Presentation size={iconSize} />}
              {...named('Slides')}
            >
              Slides
            </LinkButton>
          )}
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
