import type { ComponentProps } from 'react';
import type { ProjectCard } from '../../../components/Card/ProjectCard';
import type { PublicationCard } from '../../../components/Card/PublicationCard';
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

type PublicationCardProps = ComponentProps<typeof PublicationCard>;

const publication: PublicationCardProps['publication'] = {
  title: '',
  image,
  hoverImage,
  alt: 'Abstract shapes: a dark blue block beside a framed red dot',
  date: '2025-04',
  kind: 'Conference paper',
  authors: ['Sample Author', 'Second Author', 'Third Author'],
  venue: 'Proceedings of a sample conference, pages 1–12',
  pdfLink: 'https://example.org/sample-paper.pdf',
  slideLink: 'https://example.org/sample-slides',
};
const specimenCard = (title: string): PublicationCardProps => ({
  publication: { ...publication, title },
  headingLevel: 3,
  // The owner names one mark in their own words (the profile's `authorMarks`); the other keeps its default.
  owner: { name: 'Sample Author', authorMarks: { '†': 'Senior author' } },
});

/** One card per state; the visual tests force hover and keyboard focus on the marked ones. */
export const cardSpecimens: ReadonlyArray<{ state: 'default' | 'hover' | 'focus'; props: PublicationCardProps }> = [
  { state: 'default', props: specimenCard('Card at rest') },
  { state: 'hover', props: specimenCard('Card under the pointer') },
  { state: 'focus', props: specimenCard('Card with keyboard focus inside') },
];

/** The `intro` variant, as Home shows its featured projects. */
export const introCard: ComponentProps<typeof ProjectCard> = {
  project: {
    title: 'Intro-only card (home flag)',
    date: '2025-04',
    details: '',
    description: 'With the home flag set, a card keeps only its heading and intro text.',
  },
  headingLevel: 3,
  variant: 'intro',
};

/** Author lists: marks and an initial for the owner; 24 names, the owner 17th under another spelling. */
export const authorSpecimens = {
  // The owner names one mark in their own words (the profile's `authorMarks`); the other keeps its default.
  owner: { name: 'Sample Author', authorMarks: { '†': 'Senior author' } },
  lists: [
    ['Second Author*', 'S. Author*', 'Third Author†'],
    Array.from({ length: 24 }, (_, i) =>
      i === 16 ? 'Author, Sample' : `Coauthor ${String.fromCharCode(65 + i)}. Name`,
    ),
  ],
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
