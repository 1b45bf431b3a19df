import { join, relative, resolve } from 'node:path';
import { runnerImport } from 'vite';
import type { Profile, Publication } from '../../src/content/types.ts';
import { cvPublications } from '../../src/cv/cvPublications.ts';
import { contentFiles } from './checks/contentSchema.ts';
import { findSources, placeIssue, readDataKind, type KindOrigin } from './forms/contentForms.ts';
import { readMarkdownKind } from './forms/markdownFolder.ts';
import { markdownIssues, markdownLinks, markdownPictures } from './markdown/markdownFields.ts';
import { siteFolder } from './siteFolder.mjs';
import { newsIssues, newsLinks, newsPictures } from './markdown/news.ts';
import { siteRoutes } from './site/siteRoutes.ts';
import { talkIssues } from './bib/talks.ts';
import { publicationsOf } from './store/publications.ts';
import { collectStore } from './store/store.ts';
import { placeBibTalkIssues } from './store/talks.ts';
import { renderStore } from './store/render.ts';
import type { DataStore } from './store/types.ts';
import { aboutOrderIssues, cvVariantIssues } from './site/cvContent.ts';
import { sectionClashIssues } from './site/sectionClash.ts';
import { referenceTargets } from './checks/references.ts';
import { oneWarningPerHost } from './checks/httpLinks.ts';
import { bibFile, readPublications } from './bib/publications.ts';
import { checkPublicFolder, publicLabel, stringsIn } from './markup/publicFolder.ts';
import { pictureIssues } from './pictures/pictureIssues.ts';
import { fitBodyPictures } from './pictures/fitBodyPictures.ts';
import { isRaster, pictureUses, type PictureUse } from './pictures/pictureUses.ts';
import { validateContent, type ContentIssue, type ContentModules } from './checks/validateContent.ts';
import { withoutUnsafeCharacters } from './checks/controlCharacters.ts';
import { withoutMemberEmails } from './checks/memberEmails.ts';
import { ownWordsIssues } from './words/messages.ts';

export interface ContentLocation {
  /** Project root (where vite.config.ts lives). */
  root: string;
  /** The content folder; `CONTENT_DIR` overrides it so tests can build bad fixtures. */
  contentDir: string;
  publicDir: string;
}

/** The site folder's content (siteFolder.mjs), unless CONTENT_DIR names another folder (relative to the root). */
export function contentLocation(root: string, publicDir?: string): ContentLocation {
  const site = siteFolder(root);
  const contentDir = resolve(root, process.env.CONTENT_DIR || site.contentDir);
  return { root, contentDir, publicDir: publicDir ?? site.publicDir };
}

export interface LoadedContent {
  modules: ContentModules;
  /** Files that failed to load (a syntax error, a throwing import), as issues. */
  loadIssues: ContentIssue[];
  /** Every file the content imported: the dev server re-validates when one changes. */
  files: string[];
  /** Where each kind kept as YAML, JSON or Markdown came from, by its module's name (`news.ts`). */
  origins: Record<string, KindOrigin>;
}

/**
 * Loads each content file through Vite itself (a fresh module runner per
 * call, so edits are always seen): plain TypeScript data, no extra compiler.
 */
export async function loadContent({ root, contentDir }: ContentLocation): Promise<LoadedContent> {
  const modules: Record<string, Record<string, unknown>> = {};
  const files = new Set<string>();
  const origins: Record<string, KindOrigin> = {};
  const label = relative(root, contentDir).split('\\').join('/') || '.';
  const { sources, issues: loadIssues } = findSources(contentFiles, contentDir, label);
  await Promise.all(
    sources.map(async ({ spec, form, name }) => {
      const path = join(contentDir, name);
      if (form !== 'ts') {
        const read =
          form === 'data'
            ? readDataKind(path, `${label}/${name}`, spec)
            : readMarkdownKind(path, `${label}/${name}`, spec);
        loadIssues.push(...read.issues);
        origins[spec.file] = read.origin;
        files.add(path);
        if (read.exports) modules[spec.file] = read.exports;
        return;
      }
      files.add(path);
      try {
        const { module, dependencies } = await runnerImport<Record<string, unknown>>(path, {
          root,
          logLevel: 'silent',
        });
        modules[spec.file] = module;
        for (const dep of dependencies) files.add(resolve(root, dep));
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        loadIssues.push({ file: `${label}/${spec.file}`, problem: `could not be loaded: ${message}` });
      }
    }),
  );
  return { modules, loadIssues, files: [...files], origins };
}

export interface CheckedContent extends LoadedContent {
  issues: ContentIssue[];
  /** Content files whose exports lost characters no page can carry: the build imports the cleaned exports. */
  cleanedFiles: string[];
  /** Every entry (the .bib's papers too), its origin and its Markdown as HTML: what every module, page and file is made from. */
  store: DataStore;
  /** Every picture the pages show, where and in which slots (the build makes each to fit). */
  pictures: PictureUse[];
}

/** Loads and validates; `issues` holds no error (only warnings, if any) when the content is good. */
export async function checkContent(location: ContentLocation): Promise<CheckedContent> {
  const contentLabel = relative(location.root, location.contentDir).split('\\').join('/') || '.';
  const raw = await loadContent(location);
  // Everything after this point (checks, pages, feeds, generated modules) sees the text without them.
  const cleaned = withoutMemberEmails(withoutUnsafeCharacters(raw.modules, contentLabel), contentLabel);
  const loaded = { ...raw, modules: cleaned.modules };
  const unread = new Set(
    Object.keys(loaded.origins)
      .filter((file) => !loaded.modules[file])
      .map((file) => `${contentLabel}/${file}`),
  );
  const bib = readPublications(location.contentDir, contentLabel, loaded.modules, location.publicDir);
  const store = collectStore(
    { modules: loaded.modules, publications: bib.publications, publicationLines: bib.lines, bibTalks: bib.talks },
    { contentLabel, contentDir: location.contentDir, origins: loaded.origins },
  );
  // From here on the papers are the store's.
  const papers = publicationsOf(store);
  const routes = siteRoutes(store);
  const references = referenceTargets(loaded.modules, papers);
  const issues = [
    ...loaded.loadIssues,
    ...cleaned.issues,
    ...validateContent(loaded.modules, { publicDir: location.publicDir, contentLabel, routes, references }).filter(
      // A file that failed to load is reported once, not again as missing.
      (issue) => !loaded.loadIssues.some((l) => l.file === issue.file) && !unread.has(issue.file),
    ),
  ];
  issues.push(
    ...placeBibTalkIssues(bib.issues, store.talks),
    ...cvIssues(loaded.modules, papers, contentLabel),
    ...contactIssues(loaded.modules, contentLabel),
    ...newsIssues(loaded.modules, contentLabel, location.publicDir, undefined, routes),
    ...markdownIssues(loaded.modules, contentLabel, location.publicDir, routes),
    ...talkIssues(loaded.modules, contentLabel),
    ...aboutOrderIssues(loaded.modules, contentLabel),
    ...sectionClashIssues(loaded.modules, contentLabel),
    ...cvVariantIssues(loaded.modules, contentLabel),
    ...ownWordsIssues(loaded.modules, contentLabel),
  );
  const pictures = [
    ...pictureUses(loaded.modules, papers, contentLabel),
    // A body's rasters are made to fit like every picture; an SVG is shown as it is.
    ...[...markdownPictures(loaded.modules, contentLabel), ...newsPictures(loaded.modules, contentLabel)].filter(
      (use) => isRaster(use.src),
    ),
  ];
  issues.push(...(await pictureIssues(pictures, location.publicDir, publicLabel(location.root, location.publicDir))));
  await fitBodyPictures(pictures, location.publicDir);
  // The HTML once the pictures are made: each body names their fitted files.
  renderStore(store);
  const named = stringsIn([loaded.modules, papers, newsLinks(loaded.modules), markdownLinks(loaded.modules)]);
  issues.push(...checkPublicFolder(location.publicDir, publicLabel(location.root, location.publicDir), named));
  if (bib.present) loaded.files.push(join(location.contentDir, bibFile));
  const placed = Object.entries(loaded.origins).reduce(
    (all, [file, origin]) => all.map((issue) => placeIssue(issue, `${contentLabel}/${file}`, origin)),
    oneWarningPerHost(issues),
  );
  return { ...loaded, issues: placed, cleanedFiles: cleaned.changed, store, pictures };
}

/** An address kept off the site needs another way to reach the owner. */
export function contactIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const profile = modules['profile.ts']?.profile as Pick<Profile, 'emailPublished' | 'contactLink'> | undefined;
  if (profile?.emailPublished !== false || profile.contactLink) return [];
  const problem = 'needed when emailPublished is false: a page or form (https://) where people can write to you';
  return [{ file: `${contentLabel}/profile.ts`, entry: 'profile', field: 'contactLink', problem }];
}

/**
 * What the CV (src/cv/) is asked for and the content cannot give: the selected papers when none is
 * selected would leave its Publications section empty (an error: a CV should not seem to have none).
 * A list longer than the CV's limit is cut to it, with a warning saying how many were left out.
 */
export function cvIssues(
  modules: ContentModules,
  publications: readonly Publication[],
  contentLabel: string,
): ContentIssue[] {
  const profile = modules['profile.ts']?.profile as Pick<Profile, 'cv' | 'resume'> | undefined;
  if (!profile || publications.length === 0) return [];
  const at = { file: `${contentLabel}/profile.ts`, entry: 'profile', field: 'cv.publications' };
  const selected = profile.cv?.publications === 'selected';
  if (selected && !publications.some((p) => p.selected))
    return [
      {
        ...at,
        problem:
          'the CV is to list the selected publications, but none is selected (selected = {true} in the .bib, or selected: true in publications.ts)',
      },
    ];
  const { listed, chosen } = cvPublications(profile, publications);
  if (profile.resume || listed.length === chosen.length) return [];
  const n = (count: number) => count.toLocaleString('en');
  const what = selected
    ? `first ${n(listed.length)} of the ${n(chosen.length)} selected`
    : `newest ${n(listed.length)} of the ${n(chosen.length)}`;
  const fix = selected
    ? 'select fewer to list them all'
    : "to choose them, mark them selected = {true} in the .bib and set cv: { publications: 'selected' }";
  return [
    {
      ...at,
      problem: `the CV PDF lists the ${what} publications, ${n(chosen.length - listed.length)} left out (resume.json lists them all): ${fix}`,
      severity: 'warning',
    },
  ];
}
