import type { Publication } from '../../../src/content/types.ts';
import { awardFlags } from '../../../src/content/publishedFields.ts';
import type { Fields } from './bibFields.ts';
import { checkPublicFile, doiPattern, hasScheme } from '../checks/contentRules.ts';
import { previewsFile, previewsFolder, type PreviewsData } from './previewsData.ts';

/**
 * The links, picture and badges a .bib entry carries in the fields other site generators keep there
 * (al-folio's `pdf`, `code`, `preview`, `abbr`, `selected`…; `doi`, `url`, arXiv's `eprint`), as the
 * site shows them. A link the site can still show (`http://`, no scheme) is kept and warned about; one
 * it cannot (a missing file, a remote picture) is left out with a warning; an unsafe one is an error.
 */

type LinkField =
  | 'pdfLink'
  | 'slideLink'
  | 'posterLink'
  | 'codeLink'
  | 'videoLink'
  | 'websiteLink'
  | 'supplementLink'
  | 'blogLink'
  | 'url';

/** .bib field → link, and the folders of `public/` a file name is looked for in (al-folio's own last). */
const linkFields: Array<{ field: string; link: LinkField; folders: string[] }> = [
  { field: 'pdf', link: 'pdfLink', folders: ['', 'files/papers', 'files', 'assets/pdf'] },
  { field: 'slides', link: 'slideLink', folders: ['', 'files/slides', 'files', 'assets/pdf'] },
  { field: 'poster', link: 'posterLink', folders: ['', 'files/posters', 'files', 'assets/pdf'] },
  { field: 'supp', link: 'supplementLink', folders: ['', 'files', 'assets/pdf'] },
  { field: 'video', link: 'videoLink', folders: ['', 'files', 'assets/video'] },
  { field: 'code', link: 'codeLink', folders: [''] },
  { field: 'blog', link: 'blogLink', folders: [''] },
  { field: 'html', link: 'websiteLink', folders: [''] },
  { field: 'website', link: 'websiteLink', folders: [''] },
  { field: 'url', link: 'url', folders: [''] },
];
const previewFolders = ['', 'images/publications', 'images', 'assets/img/publication_preview'];

export type BibExtras = Pick<Publication, LinkField | 'doiLink' | 'arxivLink' | 'preview' | 'abbr' | 'award'> & {
  selected?: boolean | number;
};

type Warn = (field: string, problem: string) => void;

/** `https://doi.org/…`, `http://dx.doi.org/…`, `doi.acm.org/…`, `doi:…` → the bare DOI, if it is one. */
export function doiOf(value: string): string | undefined {
  const doi = doiText(value);
  return doiPattern.test(doi) ? doi : undefined;
}

/** A DOI field's text without the resolver's address or `doi:` before it. */
const doiText = (value: string) =>
  value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.(?:org|acm\.org)\//i, '')
    .replace(/^doi:\s*/i, '');

/** The sample DOIs of ACM's paper templates, left in by authors who kept the template's front matter. */
const templateDois = new Set(['10.1145/1122445.1122456', '10.475/123_4']);

/**
 * Whether a DOI (or a doi.org link) is one a template or a form leaves until the real one is known:
 * `10.1145/XXXXXXXXXXXX`, `10.1145/nnnnnnn.nnnnnnn`, `10.xxxx/…`, `10.0000/…`, X's alone. Linked, it leads nowhere.
 */
export function isPlaceholderDoi(value: string): boolean {
  const doi = doiText(value);
  if (/^[x.\s/-]+$/i.test(doi) && /x/i.test(doi)) return true;
  const parts = /^10\.([^/\s]+)\/(\S*)$/.exec(doi);
  if (!parts) return false;
  const [, registrant, suffix] = parts as unknown as [string, string, string];
  if (/^(?:[xn]+|0+)$/i.test(registrant)) return true;
  return /x{4}/i.test(suffix) || /^[nx._/-]+$/i.test(suffix) || templateDois.has(doi.toLowerCase());
}

/** Placeholder DOIs taken out of an entry's fields, each named: no link, Cite line, JSON-LD or "same paper" comes of them. */
export function dropPlaceholderDois(f: Fields, warn: Warn) {
  for (const name of ['doi', 'acmdoi', 'url']) {
    if (!f[name] || !isPlaceholderDoi(f[name])) continue;
    warn(name, `"${f[name]}" is a placeholder, not published`);
    delete f[name];
  }
}

/** A file in `public/`, looked for in each folder: its path relative to `public/`, or undefined. */
function publicFile(value: string, folders: readonly string[], publicDir: string): string | undefined {
  const name = value.replace(/^\.?\//, '');
  return folders
    .map((folder) => (folder ? `${folder}/${name}` : name))
    .find((path) => checkPublicFile(path, publicDir) === undefined);
}

/** A host name and what follows it, with no scheme: `www.example.org/workshop`, `github.com/me`. */
const bareHost = /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}(?::\d+)?([/?#]\S*)?$/i;

/**
 * An external link as the site can show it: https:// as is, http:// kept with a warning, no scheme read
 * as https:// with a warning, any other scheme (`javascript:`, `file:`) refused.
 */
export function externalLink(value: string, field: string, warn: Warn, fail: Warn): string | undefined {
  const v = value.trim();
  if (/^https:\/\/\S+$/i.test(v)) return v;
  if (/^http:\/\/\S+$/i.test(v)) {
    warn(field, `"${v}" is not https://: linked as written`);
    return v;
  }
  const bare = v.replace(/^\/\//, '');
  if (!hasScheme(v) && bareHost.test(bare)) {
    warn(field, `"${v}" has no scheme: linked as https://${bare}`);
    return `https://${bare}`;
  }
  fail(field, `"${v}" is not a web address the site can link (use https://…)`);
  return undefined;
}

/** A web address, or a path that names a file in `public/` (the site's own PDFs and videos). */
const isWebAddress = (value: string) =>
  hasScheme(value) || value.startsWith('//') || (bareHost.test(value) && value.includes('/'));

/**
 * The links, picture and badges of one entry, `public/` searched for files named by a bare name; a remote
 * preview is shown from the copy `npm run previews` saved (`fetched`, from previews.json), never fetched here.
 */
export function bibExtras(f: Fields, publicDir: string, warn: Warn, fail: Warn, fetched: PreviewsData = {}): BibExtras {
  const out: BibExtras = {};
  // The url is linked only when no DOI is (publicationText.ts): its warnings wait until that is known.
  const urlWarnings: Array<[string, string]> = [];
  const warnOfUrl: Warn = (field, problem) => urlWarnings.push([field, problem]);
  for (const { field, link, folders } of linkFields) {
    const value = f[field];
    if (!value || out[link]) continue;
    if (!isWebAddress(value)) {
      const path = publicFile(value, folders, publicDir);
      if (path) out[link] = path;
      else
        warn(
          field,
          `file "${value}" not found in public/ (looked in ${folders.map((d) => `${d || '.'}/`).join(', ')}): not linked`,
        );
      continue;
    }
    const href = externalLink(value, field, link === 'url' ? warnOfUrl : warn, fail);
    if (href) out[link] = href;
  }

  const doi = f.doi ?? f.acmdoi;
  if (doi) {
    const bare = doiOf(doi);
    if (bare) out.doiLink = `https://doi.org/${bare}`;
    else warn(f.doi ? 'doi' : 'acmdoi', `"${doi}" is not a DOI (10.xxxx/…): not linked`);
  }
  // A url that is a DOI link is the DOI (JabRef writes both).
  const urlDoi = out.url && doiOf(out.url);
  if (urlDoi) {
    out.doiLink ??= `https://doi.org/${urlDoi}`;
    delete out.url;
  }
  if (out.url && !out.doiLink) for (const [field, problem] of urlWarnings) warn(field, problem);

  const arxivId = f.arxiv ?? (/arxiv/i.test(`${f.archiveprefix ?? ''} ${f.eprinttype ?? ''}`) ? f.eprint : undefined);
  if (arxivId) {
    const id = arxivId.replace(/^(?:https?:\/\/arxiv\.org\/(?:abs|pdf)\/|arxiv:)/i, '').replace(/\.pdf$/, '');
    out.arxivLink = `https://arxiv.org/abs/${id}`;
  }

  if (f.preview) {
    const value = f.preview.trim();
    if (hasScheme(value) || value.startsWith('//')) {
      const saved = fetched[value];
      if (saved && checkPublicFile(saved.file, publicDir) === undefined) out.preview = saved.file;
      else
        warn(
          'preview',
          `remote image "${value}" is not fetched by the build (the site requests nothing from other hosts): \`npm run previews\` downloads it once into public/${previewsFolder}/ and records it in ${previewsFile}; shown without it until then`,
        );
    } else {
      const path = publicFile(value, previewFolders, publicDir);
      if (path) out.preview = path;
      else
        warn(
          'preview',
          `image "${value}" not found in public/ (looked in ${previewFolders.map((d) => `${d || '.'}/`).join(', ')}): shown without it`,
        );
    }
  }

  if (f.abbr) out.abbr = f.abbr;
  const award = awardOf(f);
  if (award) out.award = award;
  if (f.selected !== undefined) out.selected = selectedValue(f.selected.trim());
  return out;
}

const yes = /^(true|yes|1)$/i;
const no = /^(false|no|0)$/i;

/**
 * The award badge: al-folio's `award_name` or `award` in words, else the first award flag set
 * (`bestpaper = {true}` → Best Paper), else "Award" for `award = {true}`; `{false}` and `{0}` give none.
 */
function awardOf(f: Fields): string | undefined {
  const given = (name: string) => {
    const value = f[name]?.trim();
    return value && !no.test(value) ? value : undefined;
  };
  const words = [given('award_name'), given('award')].find((v) => v && !yes.test(v));
  if (words) return words;
  for (const [name, label] of Object.entries(awardFlags)) {
    const value = given(name);
    if (value) return yes.test(value) ? label : value;
  }
  return given('award_name') || given('award') ? 'Award' : undefined;
}

/** `selected = {true}` features a paper; `selected = {2}` also gives its place among the featured ones. */
function selectedValue(value: string): boolean | number {
  if (/^[1-9]\d*$/.test(value)) return Number(value);
  return /^(true|yes)$/i.test(value);
}
