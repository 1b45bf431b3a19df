import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { publications } from 'virtual:publication-pages';
import { news } from 'virtual:news';
import { NewsArchive } from './app/pages/news/NewsArchive';
import { itemPages } from 'virtual:site-pages';
import { itemPath, type ItemKind } from './content/itemPages';
import { itemViews } from './app/itemViews';
import { profile } from '@content/profile';
import { App } from './app/App';
import { Layout } from './app/Layout';
import { documentTitle, pageForPath, pageRoutes, unlistedRoutes } from './app/routes';
import { PublicationListPage } from './static/PublicationListPage';
import { PublicationPage } from './static/PublicationPage';
import { cvOutline } from './cv/cvOutline';
import { isIn } from './cv/cvParts';
import { generatedCvFile, jsonResumeFile, paperOf, variantLabel, type CvPageFace, type CvText } from './cv/cvFiles';
import { jsonResume } from './cv/jsonResume';
import { cvPublications } from './cv/cvPublications';
import { CvPage, type CvContent } from './cv/CvPage';
import { cvPageDocument } from './cv/cvPageStyle';
import { cvTitle } from './cv/cvText';
import { cv as cvData } from 'virtual:cv';
import { introText } from 'virtual:intro-text';
import { variantContent } from './cv/cvVariant';

/** Links as HashRouter writes them (`#/about`), so the markup matches the browser's render. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The routes tooling/plugins/prerender.ts writes into index.html: every page in the main navigation. */
export const routes = pageRoutes.map((r) => r.path);

/** The document title of each page by route (`about`), and of any other address under `*`: the boot script sets it. */
export const titles = Object.fromEntries([
  ...[...pageRoutes, ...unlistedRoutes].map((r) => [r.path.slice(1), documentTitle(r.path)]),
  ['*', documentTitle('/*')],
]);

/**
 * Build-time render of the layout and one page. The same tree as main.tsx, so
 * the browser can hydrate it; `inNoscript` for the copy shown without JavaScript.
 */
export async function render(pathname: string, inNoscript = false): Promise<string> {
  await pageForPath(pathname).preload();
  return renderToString(
    <StrictMode>
      <Router location={pathname} navigator={hashNavigator} static>
        <App inNoscript={inNoscript} />
      </Router>
    </StrictMode>,
  );
}

/**
 * A page the app does not run, in the site's frame (its links lead into the site), as plain markup:
 * nothing hydrates it.
 */
function staticPage(body: ReactNode, location = '/publications'): string {
  return renderToStaticMarkup(
    <StrictMode>
      <Router location={location} navigator={hashNavigator} static>
        <Layout app={false}>{body}</Layout>
      </Router>
    </StrictMode>,
  );
}

/** The body of publications/<id>.html. */
export function renderPublicationPage(id: string): string {
  const publication = publications.find((p) => p.id === id);
  if (!publication) throw new Error(`prerender: no publication ${id}`);
  return staticPage(<PublicationPage publication={publication} owner={profile} />);
}

/** The body of publications/index.html. */
export function renderPublicationList(): string {
  return staticPage(<PublicationListPage publications={publications} owner={profile} />);
}

/** The body of news/index.html; empty without news. */
export function renderNewsArchive(): string {
  return news.items.length ? staticPage(<NewsArchive items={news.items} />, '/news') : '';
}

// Loaded with this module: the build removes the server bundle's chunks before it writes the pages that run no app.
await Promise.all(Object.values(itemViews).map((view) => view.preload()));

/** The body of an entry's own page, `<kind>/<page>.html`: its kind's view (src/app/itemViews.ts), as the app draws it. */
export function renderItemPage(kind: ItemKind, page: string): string {
  if (!(page in itemPages[kind])) throw new Error(`prerender: no ${kind} page ${page}`);
  const view = itemViews[kind];
  return staticPage(<view.Component />, itemPath(kind, page));
}

/** The CV's publications: all, or the selected ones in the owner's order; the PDF lists them up to a limit. */
const { listed, chosen } = cvPublications(profile, publications);

/** The CV's content: About's sections, in About's order, and the publications. */
const cv: CvContent = {
  // resume.json's summary is plain text: the intro's words, its Markdown left out.
  profile: { ...profile, intro: [...introText] },
  parts: cvOutline(listed.length > 0),
  publications: listed,
  paper: paperOf(profile),
};

/**
 * The CV as a print-styled HTML page for Chromium's tagged printing (tooling/cv/printCv.ts), with what the
 * PDF's metadata says; `notice` above it where it is shown as a page. Undefined when the owner gives their
 * own PDF.
 */
export function renderCvPage(faces: readonly CvPageFace[], variant?: string, notice?: string) {
  if (profile.resume) return undefined;
  const title = variant ? `${profile.name} · ${variantLabel(variant, cvData.variants[variant]!)}` : cvTitle(profile);
  const body = renderToStaticMarkup(<CvPage {...cvOf(variant)} />);
  return {
    html: cvPageDocument({ body, title, lang: profile.site.locale, paper: cv.paper, faces, notice }),
    title,
    author: profile.name,
    subject: `${profile.role}, ${profile.affiliation.name}`,
    lang: profile.site.locale,
    creator: profile.site.title,
    paper: cv.paper,
  };
}

export const cvFile = generatedCvFile(profile.name);
export const cvGenerated = !profile.resume;

/** The full CV's content, or a variant's (cv.ts › cvVariants). */
const cvOf = (variant?: string): CvContent =>
  variant ? variantContent(cv, cvData.variants[variant]!, publications) : cv;

/** The CVs besides the full one, each its own file; none when the owner gives their own PDF. */
export const cvVariants = profile.resume
  ? []
  : Object.entries(cvData.variants).map(([name, v]) => ({
      name,
      file: generatedCvFile(profile.name, name),
      maxPages: v.maxPages,
      // Selected papers only, and none selected: the owner is told, as the variant then lists none.
      noneSelected: Boolean(v.selectedOnly) && !publications.some((p) => p.selected),
    }));

/** The same content as a JSON Resume document, written as `jsonResumeFile`: every chosen publication, as text costs little. */
export const resumeJson = () => jsonResume({ ...cv, publications: chosen });
export { jsonResumeFile };

/** Every text the CV sets, by where it comes from: the build checks the CV's fonts can draw it. */
export function cvTexts(): CvText[] {
  const { profile: p, parts, publications: listed } = cv;
  const entry = (name: string, i: number, id: string) => `${name}[${i}] (id "${id}")`;
  return [
    ...(['name', 'role'] as const).map((field) => ({ file: 'profile.ts', entry: 'profile', field, text: p[field] })),
    ...parts.filter(isIn('cv')).flatMap((part) => {
      if (part.shape === 'timeline')
        return part.entries.flatMap((e, i) =>
          (['title', 'subtitle', 'text'] as const).map((field) => ({
            file: part.source.file,
            entry: entry(part.name, i, e.id),
            field,
            text: e[field] ?? '',
          })),
        );
      if (part.shape === 'skills')
        return part.entries.map((g, i) => ({
          file: part.source.file,
          entry: entry('skills', i, g.id),
          field: 'skills',
          text: [g.title, ...g.skills].join(' '),
        }));
      if (part.shape === 'list')
        return part.items.map((item, i) => ({
          file: part.source.file,
          entry: `${part.name}[${i}]`,
          field: 'title',
          text: [item.title, ...item.lines].join(' '),
        }));
      return [];
    }),
    ...listed.flatMap((pub) =>
      (
        [
          ['title', pub.title],
          ['author', pub.authors.join(', ')],
          ['venue', pub.venue],
        ] as const
      ).map(([field, text]) => ({ file: 'publications.bib', entry: pub.id, field, text })),
    ),
  ];
}
