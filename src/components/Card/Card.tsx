import { useId, type ReactNode } from 'react';
import Code from 'lucide-react/icons/code';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Presentation from 'lucide-react/icons/presentation';
import Video from 'lucide-react/icons/video';
import { LinkButton } from '../LinkButton/LinkButton';
import { Picture } from '../Picture/Picture';
import { images } from 'virtual:responsive-images/cards';
import { IntroCard } from './IntroCard';
import { wideOnly } from '../../styles/primitives.css';
import { text } from '../../styles/typography.css';
import { formatMonthYear } from '../../content/dates';
import type { ItemLink, PublicationLinkKind } from '../../content/publicationText';
import * as styles from './Card.css';
import * as previewStyles from './RowPreview.css';
import { t } from '../../i18n/cards';

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
      <article className={styles.row} aria-labelledby={headingId}>
        {media && <RowPreview media={media} />}
        <div className={styles.rowLayout}>
          <div className={styles.rowText}>
            {heading}
            {children}
          </div>
          {actions && <div className={styles.rowActions}>{actions}</div>}
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

  const { imageSize } = styles;
  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <div className={styles.layout}>
        <div className={styles.media}>
          <Picture
            className={styles.mainImage}
            src={media.src}
            image={images[media.src]}
            alt={media.alt}
            slot="card"
            {...imageSize}
            loading={media.lazy ? 'lazy' : 'eager'}
          />
          {/* Lazy and not displayed until hovered (Card.css.ts): requested only then. */}
          {media.hoverSrc && (
            <Picture
              className={styles.hoverImage}
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

/** A row's preview: small, beside the text, never the page's largest paint (it is never fetched first). */
function RowPreview({ media }: { media: CardMedia }) {
  const { previewSize } = previewStyles;
  return (
    <div className={previewStyles.rowPreview}>
      <Picture
        className={previewStyles.rowPreviewImage}
        src={media.src}
        image={images[media.src]}
        alt={media.alt}
        slot="preview"
        {...previewSize}
        loading={media.lazy ? 'lazy' : 'eager'}
        fetchPriority="low"
      />
    </div>
  );
}

/** The card's picture, when its content has one. */
export function cardMedia(item: { image?: string; hoverImage?: string; alt?: string }, lazy = false) {
  return item.image ? { src: item.image, hoverSrc: item.hoverImage, alt: item.alt ?? '', lazy } : undefined;
}

/** The date in the line above the heading: "April 2025", or "Forthcoming" without one. */
export function CardDate({ date }: { date?: string }) {
  return date ? <time dateTime={date}>{formatMonthYear(date)}</time> : <span>{t('date.forthcoming')}</span>;
}

/** A small secondary line under the heading (a venue, a project's details). */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className={`${text.small} ${styles.muted}`}>{children}</p>;
}

export const iconSize = 16;

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

/** The entry's own page on this site (a project with a body), first among its card's links and named for it. */
export function CardPageLink({ href, title }: { href: string; title: string }) {
  return (
    <LinkButton
      href={href}
      size="small"
      icon={<FileText size={iconSize} />}
      aria-label={t('link.named', { label: t('link.readMore'), title })}
    >
      {t('link.readMore')}
    </LinkButton>
  );
}

/** PDF, DOI, code, slides…, in the order they show (publicationText.ts `itemLinks`), each named for its card. */
export function CardLinks({ links, title }: { links: readonly ItemLink[]; title: string }) {
  return links.map(({ kind, label, href }) => {
    const Icon = linkIcons[kind];
    return (
      <LinkButton
        key={kind}
        href={href}
        external
        size="small"
        icon={<Icon size={iconSize} />}
        // Each link names its card ("PDF: <title>"); the name starts with the visible label (WCAG 2.5.3).
        aria-label={t('link.named', { label, title })}
      >
        {kind === 'scholar' ? (
          <span>
            <span className={wideOnly}>{t('link.scholarWide')}</span>
            {t('link.scholarShort')}
          </span>
        ) : (
          label
        )}
      </LinkButton>
    );
  });
}
