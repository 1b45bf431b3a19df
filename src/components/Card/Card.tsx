import { useId, type ReactNode } from 'react';
import { Picture } from '../Picture/Picture';
import { images } from 'virtual:responsive-images/cards';
import { IntroCard } from './IntroCard';
import { RowPreview } from './RowPreview';
import { text } from '../../styles/typography.css';
import * as styles from './Card.css';
import * as mediaStyles from './CardMedia.css';
import * as rowStyles from './CardRow.css';

/**
 * `full`: the picture, the line above the heading, the body and the actions, as given.
 * `intro`: the heading and the body alone, on a plainer surface (Home's featured projects, and an
 * entry its owner marks `home`).
 * `row`: a dense line of a long list, no surface: the heading and the body, the actions beside them
 * when the row is wide enough, a small preview before them when `media` is given (a paper's teaser).
 */
export type CardVariant = 'full' | 'intro' | 'row';

export interface CardMedia {
  src: string;
  alt: string;
  /** Decorative: shown in place of `src` while the card is hovered or has focus inside. */
  hoverSrc?: string;
  /** For cards below the fold: the browser fetches the images when they get near. */
  lazy?: boolean;
}

export interface CardProps {
  title: string;
  /** The card's heading level, so it fits the page outline. */
  headingLevel: 2 | 3;
  variant?: CardVariant;
  /** Without it the card is text only. */
  media?: CardMedia;
  /** The small line above the heading: a kind, a short venue name, the date (`CardDate`). */
  eyebrow?: ReactNode;
  /** Under the heading: authors, intro text, venue, award. */
  children?: ReactNode;
  /** Links and buttons, in a row at the end (`CardLinks`). */
  actions?: ReactNode;
  /** The heading links here (the one-page list: each paper's own page). */
  href?: string;
}

/**
 * A project or publication: an <article> named by its heading, with slots; it knows nothing of
 * either (their adapters: ProjectCard, PublicationCard).
 */
export function Card({ title, headingLevel, variant = 'full', media, eyebrow, children, actions, href }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={headingId} className={`${variant === 'row' ? text.h5 : text.h3} ${styles.title}`}>
      {href ? <a href={href}>{title}</a> : title}
    </Heading>
  );

  if (variant === 'row') {
    return (
      <article className={rowStyles.row} aria-labelledby={headingId}>
        {media && <RowPreview media={media} />}
        <div className={rowStyles.rowLayout}>
          <div className={rowStyles.rowText}>
            {heading}
            {children}
          </div>
          {actions && <div className={rowStyles.rowActions}>{actions}</div>}
        </div>
      </article>
    );
  }

  if (variant === 'intro') {
    return (
      <IntroCard title={title} headingLevel={headingLevel} href={href}>
        {children}
      </IntroCard>
    );
  }

  const body = (
    <div className={styles.body}>
      {eyebrow && <p className={`${text.small} ${styles.eyebrow}`}>{eyebrow}</p>}
      {heading}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );

  if (!media) {
    return (
      <article className={styles.root} aria-labelledby={headingId}>
        {body}
      </article>
    );
  }

  const { imageSize } = mediaStyles;
  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={mediaStyles.layout}>
        <div className={mediaStyles.media}>
          <Picture
            className={mediaStyles.mainImage}
            src={media.src}
            image={images[media.src]}
            alt={media.alt}
            slot="card"
            {...imageSize}
            loading={media.lazy ? 'lazy' : 'eager'}
          />
          {/* Lazy and not displayed until hovered (CardMedia.css.ts): requested only then. */}
          {media.hoverSrc && (
            <Picture
              className={mediaStyles.hoverImage}
              src={media.hoverSrc}
              image={images[media.hoverSrc]}
              alt=""
              slot="card"
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
