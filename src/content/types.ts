/**
 * Shapes of the owner's content. Paths to images and PDFs are relative to
 * `public/` (for example `images/projects/robot.svg`); dates are ISO 8601
 * (`2025`, `2025-03` or `2025-03-14`).
 */

export interface Photo {
  src: string;
  /** Shown in place of `src` while the pointer is over the photo. */
  hoverSrc: string;
  alt: string;
}

export interface Profile {
  name: string;
  pronouns: string;
  /** One line under the name, e.g. "PhD student in Human–Robot Interaction". */
  role: string;
  affiliation: { name: string; href: string };
  /** The home page heading. */
  greeting: string;
  /** Paragraphs of the home page intro. */
  intro: string[];
  photo: Photo;
  /** The resume PDF, relative to `public/`. */
  resume: string;
  email: string;
  links: { code: string; network: string; scholar: string };
  /** Button labels for the code-hosting and professional-network links, e.g. "GitHub", "LinkedIn". */
  linkLabels: { code: string; network: string };
  /** Closing line of the contact card. */
  collaboration: string;
  /** Used for the page title, description and social cards. */
  site: { title: string; description: string; url: string; locale: string };
}

interface CardContent {
  /** Unique within its file; used for keys and per-publication pages. */
  id: string;
  title: string;
  date: string;
  image: string;
  /** Shown in place of `image` while the card is hovered or has focus inside. */
  hoverImage: string;
  alt: string;
  pdfLink?: string;
  scholarLink?: string;
  slideLink?: string;
  /** When set, the card shows only its intro text (`description`). */
  home?: boolean;
}

export interface Project extends CardContent {
  description: string;
  /** Where or with whom, e.g. a lab, a grant or an event. */
  details: string;
}

export type PublicationKind = 'Poster' | 'Conference paper' | 'Journal article';

export interface Publication extends CardContent {
  kind: PublicationKind;
  authors: string[];
  venue: string;
  /** Optional BibTeX; when present the card offers a "Cite" button. */
  bibtex?: string;
  /** Optional abstract, shown on the publication's own page (publications/<id>.html) and given to Google Scholar. */
  abstract?: string;
}

export interface TimelineEntry {
  id: string;
  /** Start date; `endDate` absent with `current` set means "present". */
  date: string;
  endDate?: string;
  current?: boolean;
  logo: string;
  logoAlt: string;
  title: string;
  /** Organisation or place, shown under the title. */
  subtitle?: string;
  text: string;
  posterLink?: string;
}

export interface SkillGroup {
  id: string;
  title: string;
  skills: string[];
}
