import type { CardProps } from '../../../components/Card/Card';
import { itemLinks } from '../../../components/publicationText';
import type { TimelineEntry } from '../../../content/types';
import specimenHover from './specimens/specimen-hover.svg?inline';
import specimenLogo from './specimens/specimen-logo.svg?inline';
import specimen from './specimens/specimen.svg?inline';

/*
 * Sample props for the component specimens. They belong to the gallery, not
 * to the owner's content, so editing or deleting the site's files never changes
 * this page: a diff of its screenshot always comes from a token or a component.
 * The pictures are inlined (data: URLs), so the gallery needs nothing in public/.
 */

const image = specimen;
const hoverImage = specimenHover;

const publication: Omit<CardProps, 'title'> = {
  headingLevel: 3,
  image,
  hoverImage,
  alt: 'Abstract shapes: a dark blue block beside a framed red dot',
  date: '2025-04',
  kind: 'Conference paper',
  authors: ['Sample Author', 'Second Author', 'Third Author'],
  highlightAuthor: 'Sample Author',
  meta: 'Proceedings of a sample conference, pages 1–12',
  links: itemLinks({ pdfLink: 'https://example.org/sample-paper.pdf', slideLink: 'https://example.org/sample-slides' }),
};

/** One card per state; the visual tests force hover and keyboard focus on the marked ones. */
export const cardSpecimens: ReadonlyArray<{ state: 'default' | 'hover' | 'focus'; props: CardProps }> = [
  { state: 'default', props: { ...publication, title: 'Card at rest' } },
  { state: 'hover', props: { ...publication, title: 'Card under the pointer' } },
  { state: 'focus', props: { ...publication, title: 'Card with keyboard focus inside' } },
];

export const introCard: CardProps = {
  ...publication,
  title: 'Intro-only card (home flag)',
  home: true,
  description: 'With the home flag set, a card keeps only its heading and intro text.',
};

const logo = specimenLogo;

export const timelineSpecimens: readonly TimelineEntry[] = [
  {
    id: 'specimen-current-entry',
    date: '2024-09',
    current: true,
    logo,
    logoAlt: 'Sample organisation',
    title: 'Current entry',
    subtitle: 'Sample organisation, still going on',
    text: 'An entry without an end date, marked current: its dot is filled.',
  },
  {
    id: 'specimen-finished-entry',
    date: '2021-09',
    endDate: '2023-06',
    logo,
    logoAlt: 'Sample organisation',
    title: 'Finished entry',
    subtitle: 'Sample organisation',
    text: 'An entry with a start and an end date, and a poster link.',
    posterLink: 'https://example.org/sample-poster.pdf',
  },
  {
    id: 'specimen-single-date-entry',
    date: '2022',
    logo,
    logoAlt: 'Sample award',
    title: 'Single-date entry',
    text: 'An entry with one date and no subtitle: the logo carries the alt text.',
  },
];
