import { siteFiles } from '../generators/siteFiles.ts';
import {
  itemPage,
  newsArchivePage,
  newsArchivePath,
  publicationListPage,
  publicationListPath,
  publicationPage,
} from '../generators/publicationPage.ts';
import { publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { itemFile } from '../../src/content/staticAddresses.ts';
import type { ItemKind } from '../../src/content/itemPages.ts';
import { generatedCvFile, jsonResumeFile } from '../../src/cv/cvFiles.ts';
import type { ServerEntry } from './serverEntry.ts';

/**
 * Every file the build writes beside the app, by its path from the site's root: the build emits them
 * (siteFiles.ts, prerender.ts) and the dev server serves them (siteFiles.ts) from this one list.
 */
export interface ListedFile {
  fileName: string;
  /** `content`: made from the content alone, emitted with the bundle; `rendered`: with the server entry, after it. */
  made: 'content' | 'rendered';
  /**
   * A CV PDF: a build writes these from one Chromium (tooling/cv/writeCvs.ts); the dev server prints each
   * the same way (cvPdf.ts), or serves its page as HTML (a string) when it finds no Chromium.
   */
  cv?: true;
  /** The file's bytes; undefined when this site has none after all (no news to archive, the owner's own CV). */
  source: () => Promise<string | Uint8Array | undefined>;
}

/** What the rendered files are made with: the server entry, and what a page that runs no app links and runs. */
export interface Rendering {
  server: ServerEntry;
  /** The app's stylesheet (the dev server has none: its pages there are unstyled). */
  stylesheet?: string;
  /** The inline theme script (src/boot/themeScript.ts), hashed into those pages' policy. */
  themeScript: string;
  /** A CV, the full one or a variant (cvPdf.ts): the dev server's; a build writes them with writeCvs. */
  cvPdf?: (server: ServerEntry, variant?: string) => Promise<Uint8Array | string | undefined>;
}

/** The type each file is served with in the dev server, by its extension (the host picks its own). */
export const fileTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  png: 'image/png',
  pdf: 'application/pdf',
  bib: 'application/x-bibtex; charset=utf-8',
};
export const fileType = (fileName: string) => fileTypes[fileName.split('.').pop()!] ?? 'text/plain; charset=utf-8';

/** The pages that run no app (each publication's, the list, the news archive, each entry with a page of its own), the CV and its JSON. */
export function renderedFiles(site: SiteContent, rendering: () => Promise<Rendering>): ListedFile[] {
  const page = (fileName: string, html: (r: Rendering) => string | undefined): ListedFile => ({
    fileName,
    made: 'rendered',
    source: async () => html(await rendering()),
  });
  const parts = (r: Rendering, body: string) => ({ stylesheet: r.stylesheet, themeScript: r.themeScript, body });
  const publications = site.publications.length
    ? [
        page(publicationListPath, (r) => publicationListPage(site, parts(r, r.server.renderPublicationList()))),
        ...site.publications.map((pub) =>
          page(publicationPagePath(pub.id), (r) =>
            publicationPage(pub, site, parts(r, r.server.renderPublicationPage(pub.id))),
          ),
        ),
      ]
    : [];
  const archive = page(newsArchivePath, (r) => {
    const body = r.server.renderNewsArchive();
    return body ? newsArchivePage(site, parts(r, body)) : undefined;
  });
  // Each entry with a body on its own page, for every kind declared with `pages`.
  const items = Object.entries(site.itemPages).flatMap(([name, entries]) => {
    const kind = name as ItemKind;
    return entries.map((item) =>
      page(itemFile(kind, item.page), (r) =>
        itemPage(site, kind, item, parts(r, r.server.renderItemPage(kind, item.page))),
      ),
    );
  });
  // The full CV and each variant the owner names (cv.ts › cvVariants), unless they give their own PDF.
  const cv: ListedFile[] = site.profile.resume
    ? []
    : [undefined, ...site.cvVariants].map((variant) => ({
        fileName: generatedCvFile(site.profile.name, variant),
        made: 'rendered',
        cv: true,
        source: async () => {
          const r = await rendering();
          return r.cvPdf?.(r.server, variant);
        },
      }));
  const resume = page(jsonResumeFile, (r) => `${JSON.stringify(r.server.resumeJson(), null, 2)}\n`);
  return [...publications, ...(site.news.length ? [archive] : []), ...items, ...cv, resume];
}

/** Crawler files, icons, the social card, feeds, llms.txt, each paper's .bib (siteFiles.ts). */
export async function contentFiles(site: SiteContent, publicDir: string): Promise<ListedFile[]> {
  return (await siteFiles(site, { publicDir })).map(({ fileName, source }) => ({
    fileName,
    made: 'content',
    source: async () => source,
  }));
}

/** The whole list, for a site whose content passed the check. */
export async function siteFileList(
  site: SiteContent,
  { publicDir, rendering }: { publicDir: string; rendering: () => Promise<Rendering> },
): Promise<ListedFile[]> {
  return [...(await contentFiles(site, publicDir)), ...renderedFiles(site, rendering)];
}
