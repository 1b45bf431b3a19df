import type { ReactNode } from 'react';
import Code from 'lucide-react/icons/code';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Presentation from 'lucide-react/icons/presentation';
import Video from 'lucide-react/icons/video';
import { LinkButton } from '../LinkButton/LinkButton';
import { wideOnly } from '../../styles/primitives.css';
import { text } from '../../styles/typography.css';
import { formatMonthYear } from '../../content/dates';
import type { ItemLink, PublicationLinkKind } from '../../content/publicationText';
import * as styles from './Card.css';
import { t } from '../../i18n/cards';

/* What fills a card's slots (Card.tsx): its picture, the date above the heading, a note, the links. */

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
