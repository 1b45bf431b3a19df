import type { CvFontFiles, CvText } from '../../src/cv/cvFiles.ts';

/** What the server entry exports (src/prerender.tsx): the build renders with it, and the dev server too. */
export interface ServerEntry {
  render: (pathname: string, inNoscript?: boolean) => Promise<string>;
  routes: string[];
  titles: Record<string, string>;
  renderPublicationPage: (id: string) => string;
  renderPublicationList: () => string;
  renderNewsArchive: () => string;
  renderNewsItem: (page: string) => string;
  renderCv: (fonts: CvFontFiles) => Promise<Uint8Array | undefined>;
  cvFile: string;
  cvTexts: () => CvText[];
  resumeJson: () => unknown;
  jsonResumeFile: string;
}

/** The server entry's path from the root. */
export const serverEntryFile = 'src/prerender.tsx';
