import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFiles, type Field, type Schema } from '../checks/contentSchema.ts';
import { readBibliography } from '../bib/bibtex.ts';
import { bibFile } from '../bib/publications.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';
import { isRecord } from '../checks/isRecord.ts';
import { sampleLikeness, type Likeness } from './textLikeness.ts';

/**
 * What an owner's site still holds of the template's sample: its texts, citation keys and files. A
 * deploy of the owner's site must not publish the demo researcher under the owner's name.
 */

/** One site's content and public files, as read from disk. */
export interface SiteSnapshot {
  modules: ContentModules;
  contentDir: string;
  publicDir: string;
}

export interface LeftoverLabels {
  /** How messages name the owner's content folder and public folder (`site/content`, `site/public`). */
  content: string;
  public: string;
}

/** Short texts ("Robotics", "GitHub") are anyone's; a sentence this long is the sample's own. */
const ownTextLength = 24;

const quote = (text: string) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
const normal = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every file under `dir`, relative with `/`, with the SHA-256 of its bytes. */
export function fileHashes(dir: string): Array<[rel: string, hash: string]> {
  const files: Array<[string, string]> = [];
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const rel = path
      .slice(dir.length + 1)
      .split('\\')
      .join('/');
    files.push([rel, createHash('sha256').update(readFileSync(path)).digest('hex')]);
  }
  return files;
}

/** The sample's texts: what an owner's field may not equal. */
function sampleTexts(sample: ContentModules): Set<string> {
  const texts = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(add);
    else if (isRecord(value)) Object.values(value).forEach(add);
  };
  Object.values(sample).forEach(add);
  return texts;
}

type Found = (field: string, problem: string) => void;

/** What a field is compared with: the sample's texts (exactly, and by likeness) and its researcher's name. */
interface Sample {
  texts: Set<string>;
  like: (text: string) => Likeness | undefined;
  name: string;
}

/** Kinds whose text is the owner's own words: a reworded copy of the sample's is found by likeness. */
const proseKinds = new Set(['text', 'alt', 'texts', 'markdown']);

/** Why a value is the sample's, or undefined: the same text, or the same text reworded. */
function sampleTextProblem(value: string, field: Field, sample: Sample): string | undefined {
  if (isSampleValue(value, field, sample.texts, sample.name))
    return `the sample's text ${quote(value.trim())}: write your own, or remove it`;
  const like = proseKinds.has(field.kind) ? sample.like(value) : undefined;
  return like
    ? `reads as the sample's text ${quote(like.text)} reworded (${Math.round(like.score * 100)}% of its word pairs): write your own, or remove it`
    : undefined;
}

/** Whether one value of a field is the sample's: an address or email as given, a text long enough to be its own. */
function isSampleValue(value: string, field: Field, texts: Set<string>, name: string): boolean {
  // Paths, ids, dates and settings are anyone's: public files are compared by their bytes.
  if (!['text', 'alt', 'texts', 'paragraphs', 'url', 'email', 'link'].includes(field.kind)) return false;
  const text = value.trim();
  if (name && text.toLowerCase().includes(name.toLowerCase())) return true;
  if (!texts.has(text)) return false;
  if (field.kind === 'url' || field.kind === 'email') return true;
  if (field.kind === 'link') return /^(https|mailto):/.test(text);
  return text.length >= ownTextLength;
}

function walkFields(entry: Record<string, unknown>, schema: Schema, prefix: string, sample: Sample, found: Found) {
  for (const [key, field] of Object.entries(schema)) {
    const value = entry[key];
    const path = prefix + key;
    const problem = (text: string, kind: Field) => sampleTextProblem(text, kind, sample);
    if (field.kind === 'object' && isRecord(value)) walkFields(value, field.fields, `${path}.`, sample, found);
    else if (typeof value === 'string') {
      const why = problem(value, field);
      if (why) found(path, why);
    } else if (Array.isArray(value))
      value.forEach((item, i) => {
        const why = typeof item === 'string' ? problem(item, { kind: 'text' }) : undefined;
        if (why) found(`${path}[${i}]`, why);
      });
  }
}

/** The content files' entries that are the sample's, each as file › entry › field. */
function contentLeftovers(site: SiteSnapshot, sample: SiteSnapshot, label: string, keys: Set<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const texts = sampleTexts(sample.modules);
  const sampleProfile = sample.modules['profile.ts']?.profile;
  const name = isRecord(sampleProfile) && typeof sampleProfile.name === 'string' ? sampleProfile.name : '';
  const compared: Sample = { texts, like: sampleLikeness(texts), name };
  for (const spec of contentFiles) {
    const exports = site.modules[spec.file];
    if (!exports) continue;
    const file = `${label}/${spec.file}`;
    const siteSource = join(site.contentDir, spec.file);
    const sampleSource = join(sample.contentDir, spec.file);
    // Compared as text only where both are TypeScript files (a kind kept as YAML is compared entry by entry).
    const sameFile =
      existsSync(siteSource) &&
      existsSync(sampleSource) &&
      readFileSync(siteSource, 'utf8') === readFileSync(sampleSource, 'utf8');
    if (sameFile) {
      issues.push({ file, problem: "the sample's file, unchanged: write your own entries, or delete the file" });
      continue;
    }
    const inEntry = (entry: string) => (field: string, problem: string) => issues.push({ file, entry, field, problem });
    const entries: Array<[string, unknown]> = spec.object
      ? [[spec.object, exports[spec.object]]]
      : spec.keyedBy
        ? Object.entries(isRecord(exports[spec.keyedBy]) ? (exports[spec.keyedBy] as object) : {})
        : (spec.sections ?? []).flatMap((section) => {
            const list = exports[section];
            return Array.isArray(list)
              ? list.map((entry, i): [string, unknown] => {
                  const id = isRecord(entry) && typeof entry.id === 'string' ? ` (id "${entry.id}")` : '';
                  return [`${section}[${i}]${id}`, entry];
                })
              : [];
          });
    for (const [entry, value] of entries) {
      if (spec.keyedBy && keys.has(entry)) {
        issues.push({ file, entry, problem: "about the sample's paper: remove it" });
        continue;
      }
      if (isRecord(value)) walkFields(value, spec.schema, '', compared, inEntry(entry));
    }
    for (const text of spec.texts) {
      const value = exports[text];
      const why = typeof value === 'string' ? sampleTextProblem(value, { kind: 'text' }, compared) : undefined;
      if (why) issues.push({ file, entry: text, problem: why });
    }
  }
  return issues;
}

function bibEntries(contentDir: string) {
  const path = join(contentDir, bibFile);
  return existsSync(path) ? readBibliography(readFileSync(path, 'utf8'), bibFile).publications : [];
}

/** Everything of the sample in the owner's site: papers, texts and files, in the content report's form. */
export function sampleLeftovers(site: SiteSnapshot, sample: SiteSnapshot, labels: LeftoverLabels): ContentIssue[] {
  const samplePapers = bibEntries(sample.contentDir);
  const keys = new Set(samplePapers.map((p) => p.key));
  const titles = new Set(samplePapers.map((p) => normal(p.title ?? '')));
  const papers = bibEntries(site.contentDir)
    .filter((p) => keys.has(p.key) || titles.has(normal(p.title ?? '')))
    .map((p) => ({
      file: `${labels.content}/${bibFile}`,
      entry: p.key,
      problem: `the sample's paper ${quote(p.title ?? p.key)}: remove it`,
    }));
  const sampleFiles = new Map(fileHashes(sample.publicDir).map(([rel, hash]) => [hash, rel]));
  const files = fileHashes(site.publicDir)
    .filter(([, hash]) => sampleFiles.has(hash))
    .map(([rel, hash]) => ({
      file: `${labels.public}/${rel}`,
      problem:
        sampleFiles.get(hash) === rel
          ? "the sample's file: replace it with your own, or delete it"
          : `the sample's file ${sampleFiles.get(hash)}, renamed (the same bytes): replace it with your own, or delete it`,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return [...contentLeftovers(site, sample, labels.content, keys), ...papers, ...files];
}
