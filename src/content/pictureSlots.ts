import { breakpoints, cardLayout, photoWidth } from '../styles/tokens.ts';

/**
 * Where a picture is shown, and so which widths the build makes of it (tooling/plugins/responsiveImages.ts):
 * each width it is drawn at (`shownAt`, CSS px, from its `sizes`) and twice that for dense screens, never
 * wider than the source. Plain data, read by the components and by the build.
 */
export const pictureSlots = {
  /** Home's photo (HoverPhoto). */
  photo: {
    sizes: `(min-width: ${breakpoints.lg}px) ${photoWidth.lg}px, (min-width: ${breakpoints.md}px) ${photoWidth.md}px, (min-width: ${breakpoints.sm}px) ${photoWidth.sm}px, ${photoWidth.xs}px`,
    shownAt: [photoWidth.xs, photoWidth.sm, photoWidth.md, photoWidth.lg],
  },
  /**
   * A project's or publication's card: a card narrower than the row width stacks, its image as wide as the
   * card; a wider one puts it beside the text, at most mediaMax. Below `sm` the window's width (a phone's 400).
   */
  card: {
    sizes: `(min-width: ${breakpoints.sm}px) ${cardLayout.rowMinWidth}px, 100vw`,
    shownAt: [400, cardLayout.rowMinWidth, breakpoints.sm],
  },
  /** A paper's preview (the .bib's `preview`) beside its row in a list (RowPreview.css.ts). */
  preview: {
    sizes: `(min-width: ${breakpoints.sm}px) ${cardLayout.previewWidth.sm}px, ${cardLayout.previewWidth.xs}px`,
    shownAt: [cardLayout.previewWidth.xs, cardLayout.previewWidth.sm],
  },
  /** The figure on a publication's own page (src/static/PublicationPage.tsx): the column, or the window below 800 px. */
  page: {
    sizes: '(min-width: 800px) 736px, 100vw',
    shownAt: [400, 736, 800],
  },
  /** A person's portrait on the People page and their own page (src/app/pages/people/): a disc, larger from `sm`. */
  portrait: {
    sizes: `(min-width: ${breakpoints.sm}px) 112px, 80px`,
    shownAt: [80, 112],
  },
  /** A picture in a Markdown body (a news item's or a project's page): the article's column (68ch), or the window. */
  body: {
    sizes: '(min-width: 720px) 640px, 100vw',
    shownAt: [400, 640],
  },
} as const satisfies Record<string, { sizes: string; shownAt: readonly number[] }>;

export type PictureSlot = keyof typeof pictureSlots;

/** The widest a picture is drawn in these slots, in CSS px. */
export const widestShown = (slots: readonly PictureSlot[]) =>
  Math.max(...slots.flatMap((slot) => pictureSlots[slot].shownAt));

/** The widths to make for these slots: each shown width ×1 and ×2, none wider than the source, ascending. */
export function widthsFor(slots: readonly PictureSlot[], sourceWidth: number): number[] {
  const wanted = slots.flatMap((slot) => pictureSlots[slot].shownAt.flatMap((w) => [w, 2 * w]));
  return [...new Set(wanted.map((w) => Math.min(w, sourceWidth)))].sort((a, b) => a - b);
}

/** A made-to-fit file's name in the build: `assets/img/profile/portrait-380w.1a2b3c4d5e.avif`. */
export const pictureFile = (image: { stem: string; hash: string }, width: number, format: 'avif' | 'webp') =>
  `assets/img/${image.stem}-${width}w.${image.hash}.${format}`;
