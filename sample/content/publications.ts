import type { PublicationKind, PublicationOverride } from '../../src/content/types';

/**
 * Your publications come from publications.bib. Here goes what BibTeX cannot
 * say, keyed by citation key: images (with alt text), PDF, slides, a Google
 * Scholar link, a kind (a poster is often an @inproceedings) or `hidden`.
 * Every field is optional, and an entry needs no override at all.
 */
export const publicationOverrides: Record<string, PublicationOverride> = {
  lindqvist2023gaze: {
    image: 'images/publications/gaze-handover.svg',
    hoverImage: 'images/publications/gaze-handover-hover.svg',
    alt: 'A robot arm turns its camera head towards a cup that a person is reaching for',
    pdfLink: 'files/papers/lindqvist-hri23-gaze-handover.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=Robot+Gaze+Cues+for+Object+Handovers+in+Shared+Workspaces',
  },
  lindqvist2024show: {
    image: 'images/publications/projected-intent.svg',
    hoverImage: 'images/publications/projected-intent-hover.svg',
    alt: 'A robot projects an arrow on a workbench showing where it will move next, while a person watches',
    pdfLink: 'files/papers/lindqvist-chi24-projected-intent.pdf',
    scholarLink:
      'https://scholar.google.com/scholar?q=Projected+Intent+Cues+and+Trust+Calibration+in+Human-Robot+Collaboration',
    slideLink: 'https://example.org/slides/chi24-show-then-move',
  },
  lindqvist2025legible: {
    image: 'images/publications/legibility-review.svg',
    hoverImage: 'images/publications/legibility-review-hover.svg',
    alt: 'Three curved robot motion paths plotted on a chart, one highlighted as the most legible',
    pdfLink: 'files/papers/lindqvist-thri25-legible-by-design.pdf',
    scholarLink:
      'https://scholar.google.com/scholar?q=Legible+by+Design+Motion+Legibility+Measures+Human-Robot+Interaction',
  },
  nilsson2025asking: {
    image: 'images/publications/care-home.svg',
    hoverImage: 'images/publications/care-home-hover.svg',
    alt: 'A small assistive robot with a speech bubble next to an older adult seated in an armchair',
    scholarLink: 'https://scholar.google.com/scholar?q=Conversational+Check-ins+by+an+Assistive+Robot+in+a+Care+Home',
    slideLink: 'https://example.org/slides/roman25-asking-before-acting',
  },
  lindqvist2025shift: {
    image: 'images/publications/warehouse.svg',
    hoverImage: 'images/publications/warehouse-hover.svg',
    alt: 'Two workers and a mobile robot sharing an aisle between warehouse shelves',
    pdfLink: 'files/papers/lindqvist-cscw25-shift-work.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=How+Warehouse+Teams+Negotiate+Space+with+Mobile+Robots',
  },
  lindqvist2026early: {
    kind: 'Poster',
    image: 'images/publications/explanation-timing.svg',
    hoverImage: 'images/publications/explanation-timing-hover.svg',
    alt: 'A timeline with a robot icon and explanation markers placed before and after a failed action',
    pdfLink: 'https://example.org/papers/lindqvist-hri26-too-early-too-late.pdf',
    scholarLink: 'https://scholar.google.com/scholar?q=Timing+of+Robot+Explanations+Trust+Repair',
    slideLink: 'https://example.org/slides/hri26-too-early-too-late',
  },
};

/** Kinds left off the site, whole: e.g. `['Talk', 'Patent']`. An entry alone is left off with `hidden: true`. */
export const hiddenKinds: PublicationKind[] = [];

/*
 * Only the .bib fields the site knows are published (src/content/publishedFields.ts); a reference
 * manager's notes, files and tags never are. To take more out of every page and file, export:
 *   export const unpublishedFields = ['abstract', 'note'];
 */

/** The lead paragraph under the Publications page heading. */
export const publicationsLead =
  'Peer-reviewed papers, journal articles and posters, newest first. PDFs are author versions; “Cite” copies a BibTeX entry.';
