import type { CvServerEntry } from '../cv/writeCvs.ts';
import type { ItemKind } from '../../src/content/itemPages.ts';

/** What the server entry exports (src/prerender.tsx): the build renders with it, and the dev server too. */
export interface ServerEntry extends CvServerEntry {
  render: (pathname: string, inNoscript?: boolean) => Promise<string>;
  routes: string[];
  itemRoutes: Array<{ path: string; title: string }>;
  titles: Record<string, string>;
  renderPublicationPage: (id: string) => string;
  renderPublicationList: () => string;
  renderNewsArchive: () => string;
  renderItemPage: (kind: ItemKind, page: string) => string;
}

/** The server entry's path from the root. */
export const serverEntryFile = 'src/prerender.tsx';
