import type { ResolvedConfig } from 'vite';
import type { CheckedContent, ContentLocation } from '../content/loadContent.ts';
import type { SiteContent } from '../content/site/siteContent.ts';
import type { PictureUse } from '../content/pictures/pictureUses.ts';
import type { DataStore } from '../content/store/types.ts';

/** What the owner-site plugin (ownerSite.ts) offers the other build plugins: the content, read and checked once. */
export interface OwnerSiteApi {
  /** The content as checked, read once per build and again in dev after a content file changes. */
  content(): Promise<CheckedContent>;
  /** Where the content, the public files and the root are. */
  location(): ContentLocation;
  /** Every entry of the content, its origin and its Markdown as HTML (tooling/content/store/): what the outputs come from. */
  store(): Promise<DataStore>;
  /** What the heads and the generated files say, with each picture's made-to-fit file; undefined when broken. */
  siteContent(): Promise<SiteContent | undefined>;
  /** Every picture the pages show (the responsive images plugin makes each to fit). */
  pictures(): Promise<PictureUse[]>;
  /** Every path the content links as a file itself, not as a picture (their originals are published). */
  linkedPaths(): Promise<Set<string>>;
  /** How messages name the content folder (`sample/content`). */
  contentLabel(): Promise<string>;
}

/** The owner-site plugin's API, when the build has that plugin. */
export const ownerSiteApi = (config: ResolvedConfig) =>
  config.plugins.find((p) => p.name === 'owner-site')?.api as OwnerSiteApi | undefined;

/** The same, for a plugin that cannot work without the content. */
export function requireOwnerSite(config: ResolvedConfig): OwnerSiteApi {
  const api = ownerSiteApi(config);
  if (!api) throw new Error('the build has no owner-site plugin (tooling/plugins/ownerSite.ts)');
  return api;
}
