/* The check's two shapes, apart so every checker can name them without importing the check itself. */

/** One problem, located as precisely as the content allows. */
export interface ContentIssue {
  /** The content file as the owner sees it, e.g. `src/content/publications.ts`. */
  file: string;
  /** `publications[2] (id "thri-2024")`, `profile`, or a section name. */
  entry?: string;
  /** Dotted path inside the entry, e.g. `photo.alt` or `authors[1]`. */
  field?: string;
  problem: string;
  /** A warning is shown and built anyway, information only shown; anything else stops the build. */
  severity?: 'warning' | 'info';
  /** An http:// link and its host: the check keeps one warning per host (httpLinks.ts). */
  httpLink?: { href: string; host: string };
}

/** Module exports by content file name (`profile.ts` → `{ profile: {...} }`); absent files are missing. */
export type ContentModules = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
