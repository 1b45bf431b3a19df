import {
  checkDate,
  checkEmail,
  checkHttpsUrl,
  checkLink,
  checkDoi,
  checkLocale,
  checkMailto,
  checkPublicFile,
} from './contentRules.ts';
import { httpHost, httpLinkWarning } from './httpLinks.ts';
import { checkReference, type ReferenceTargets } from './references.ts';
import { contentFiles, type ContentFileSpec, type Field, type Needs, type Schema } from './contentSchema.ts';
import { isRecord } from './isRecord.ts';
import type { ContentIssue, ContentModules } from './issues.ts';

export type { ContentIssue, ContentModules } from './issues.ts';

export const isWarning = (issue: ContentIssue) => issue.severity === 'warning';
export const isError = (issue: ContentIssue) => issue.severity === undefined;

/** `file › entry › field: problem`, the line the build and the dev overlay print. */
export function formatIssue({ file, entry, field, problem }: ContentIssue): string {
  return [file, entry, field].filter(Boolean).join(' › ') + `: ${problem}`;
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The errors under "Content check failed", then the warnings, then information; empty when there is none. */
export function formatReport(issues: readonly ContentIssue[]): string {
  const errors = issues.filter(isError);
  const warnings = issues.filter(isWarning);
  const notes = issues.filter((i) => i.severity === 'info');
  const list = (title: string, items: ContentIssue[]) =>
    items.length ? [title, ...items.map((i) => `  ${formatIssue(i)}`)] : [];
  return [
    ...list(`Content check failed (${counted(errors.length, 'problem')}):`, errors),
    ...list(`Content warnings (${counted(warnings.length, 'warning')}: shown on the site as described):`, warnings),
    ...list(`For your information (nothing to fix):`, notes),
  ].join('\n');
}

export interface ValidateOptions {
  /** Absolute path of public/, where images, logos and PDFs must exist. */
  publicDir: string;
  /** How messages name the content folder, e.g. `src/content`. */
  contentLabel: string;
  /** The app's routes (`/projects`, `/news/<id>`): a link `#/projects` must name one (tooling/content/site/siteRoutes.ts). */
  routes?: ReadonlySet<string>;
  /** The keys a `reference` field may name, by kind (tooling/content/checks/references.ts); unchecked when absent. */
  references?: ReferenceTargets;
}

/** What a link or a reference is checked against: the files in public/, the site's own pages, other kinds' keys. */
type Where = Pick<ValidateOptions, 'publicDir' | 'routes' | 'references'>;

/** Checks every content file and returns ALL problems found (an empty list means valid). */
export function validateContent(modules: ContentModules, options: ValidateOptions): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const spec of contentFiles) {
    const file = `${options.contentLabel}/${spec.file}`;
    const exports = modules[spec.file];
    if (!exports) {
      if (spec.required) issues.push({ file, problem: 'file is missing' });
      continue;
    }
    const report: Report = (entry, field, problem, href) => {
      const host = href === undefined ? undefined : httpHost(href);
      issues.push(host ? httpLinkWarning({ file, entry, field }, href!, host) : { file, entry, field, problem });
    };
    if (spec.object) {
      const value = exports[spec.object];
      if (isRecord(value)) checkEntry(value, spec.schema, spec.object, report, options);
      else report(spec.object, undefined, `missing: the file must export an object named "${spec.object}"`);
      continue;
    }
    if (spec.settings) {
      for (const [name, field] of Object.entries(spec.settings))
        checkField(
          exports[name],
          field,
          name,
          name,
          // A field inside a setting (`cvVariants.short.maxPages`) is named from the setting down.
          (_e, f, problem, href) =>
            report(name, f?.startsWith(`${name}.`) ? f.slice(name.length + 1) : undefined, problem, href),
          options,
        );
    }
    if (spec.keyedBy) checkKeyed(exports, spec.keyedBy, spec.schema, report, options);
    else {
      // Settings were checked above; the rest are sections and loose texts.
      const rest = Object.fromEntries(Object.entries(exports).filter(([name]) => !(name in (spec.settings ?? {}))));
      checkCollections(rest, spec.schema, sectionsOf(spec, exports), report, options);
    }
  }
  return issues;
}

/** A problem at `entry › field`; `href`, an http:// link there, makes it the host's warning instead. */
type Report = (entry: string | undefined, field: string | undefined, problem: string, href?: string) => void;

/** A file's sections: as declared, or every list it exports but its settings (sections the owner names). */
export function sectionsOf(spec: ContentFileSpec, exports: Readonly<Record<string, unknown>>): string[] {
  if (!spec.namedSections) return [...(spec.sections ?? [])];
  return Object.keys(exports).filter((name) => Array.isArray(exports[name]) && !(name in (spec.settings ?? {})));
}

/** The export that renames a collection file's sections. */
const titlesExport = 'sectionTitles';

/**
 * A collection file exports its sections by name, each an array of entries and each optional (an
 * empty or absent section is left out of its page), and may rename them in `sectionTitles`.
 */
function checkCollections(
  exports: Readonly<Record<string, unknown>>,
  schema: Schema,
  sections: readonly string[],
  report: Report,
  where: Where,
) {
  const known = `(this file’s sections: ${sections.join(', ')})`;
  const collections: Array<[string, unknown[]]> = [];
  for (const [name, value] of Object.entries(exports)) {
    if (sections.includes(name)) {
      if (Array.isArray(value)) collections.push([name, value]);
      else if (value !== undefined) report(name, undefined, 'expected a list of entries');
    } else if (name === titlesExport) {
      checkTitles(value, sections, known, report);
    } else if (typeof value === 'string') {
      // Loose texts beside the sections (a page's lead paragraph, say) must not be blank either.
      const problem = value.trim() ? checkLooseLink(value) : 'text is empty';
      if (problem) report(name, undefined, problem, value);
    } else if (Array.isArray(value)) {
      // A misspelt section would otherwise vanish from the page without a word.
      report(name, undefined, `not a section of this file ${known}`);
    }
  }
  // Ids are unique within a file: they become React keys and per-publication page names.
  const seenIds = new Map<string, string>();
  for (const [section, entries] of collections) {
    entries.forEach((entry, index) => {
      const id = isRecord(entry) && typeof entry.id === 'string' && entry.id.trim() ? entry.id : undefined;
      const label = `${section}[${index}]` + (id ? ` (id "${id}")` : '');
      if (!isRecord(entry)) return report(label, undefined, 'entry is not an object');
      if (id !== undefined) {
        const first = seenIds.get(id);
        if (first) report(label, 'id', `duplicate id "${id}" (also used by ${first})`);
        else seenIds.set(id, `${section}[${index}]`);
      }
      checkEntry(entry, schema, label, report, where);
    });
  }
}

function checkTitles(value: unknown, sections: readonly string[], known: string, report: Report) {
  if (!isRecord(value)) return report(titlesExport, undefined, 'expected an object of section titles');
  for (const [section, title] of Object.entries(value)) {
    if (!sections.includes(section)) report(titlesExport, section, `not a section of this file ${known}`);
    else if (typeof title !== 'string' || !title.trim()) report(titlesExport, section, 'expected non-empty text');
  }
}

/** The object of entries keyed by name (`keyedBy`): each entry is checked under its key. */
function checkKeyed(
  exports: Readonly<Record<string, unknown>>,
  keyedBy: string,
  schema: Schema,
  report: Report,
  where: Where,
) {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'string') {
      if (!value.trim()) report(name, undefined, 'text is empty');
      continue;
    }
    if (name !== keyedBy) continue;
    if (!isRecord(value)) {
      report(name, undefined, 'expected an object of entries by citation key');
      continue;
    }
    for (const [key, entry] of Object.entries(value)) {
      if (!isRecord(entry)) {
        report(key, undefined, 'entry is not an object');
        continue;
      }
      checkEntry(entry, schema, key, report, where);
    }
  }
}

/** One entry: its fields, then the fields that a given optional field makes necessary. */
function checkEntry(entry: Record<string, unknown>, schema: Schema, label: string, report: Report, where: Where) {
  checkObject(entry, schema, '', label, report, where);
  for (const { path, needs } of needsOf(schema, '')) {
    if (valueAt(entry, path) !== undefined && valueAt(entry, needs.path) === undefined)
      report(label, needs.path, needs.problem);
  }
}

function* needsOf(schema: Schema, prefix: string): Generator<{ path: string; needs: Needs }> {
  for (const [name, field] of Object.entries(schema)) {
    if (field.needs) yield { path: prefix + name, needs: field.needs };
    if (field.kind === 'object') yield* needsOf(field.fields, `${prefix}${name}.`);
  }
}

function valueAt(value: unknown, path: string): unknown {
  for (const key of path.split('.')) value = isRecord(value) ? (value[key] ?? undefined) : undefined;
  return value;
}

/** The fields to name beside an unknown one: all of them, or of a long declaration (the template's words) its group's. */
function knownFields(known: readonly string[], name: string): string {
  if (known.length <= 40) return `the fields here: ${known.join(', ')}`;
  const group = known.filter((key) => key.split('.')[0] === name.split('.')[0]);
  return group.length ? `its group has: ${group.join(', ')}` : `none of the ${known.length} known begins so`;
}

function checkObject(
  value: Record<string, unknown>,
  schema: Schema,
  prefix: string,
  entry: string,
  report: Report,
  where: Where,
) {
  for (const [name, field] of Object.entries(schema)) {
    checkField(value[name], field, prefix + name, entry, report, where);
  }
  // A field the declaration does not know is named here, where the owner looks, rather than only by the
  // type checker; it still gets the link rules, so a bad link in it is named too.
  const known = Object.keys(schema);
  for (const [name, extra] of Object.entries(value)) {
    if (name in schema || extra === undefined) continue;
    report(entry, prefix + name, `unknown field (${knownFields(known, name)})`);
    checkLooseLinks(extra, prefix + name, entry, report);
  }
}

function checkField(value: unknown, field: Field, path: string, entry: string, report: Report, where: Where) {
  const fail = (problem: string) => report(entry, path, problem);
  if (value === undefined || value === null) {
    if (!field.optional) fail(field.kind === 'alt' ? 'alt text is missing' : 'required field is missing');
    return;
  }
  if (field.kind === 'object') {
    if (!isRecord(value)) return fail('expected an object');
    return checkObject(value, field.fields, `${path}.`, entry, report, where);
  }
  if (field.kind === 'record') {
    if (!isRecord(value)) return fail('expected an object of named entries');
    for (const [name, item] of Object.entries(value))
      if (!isRecord(item)) report(entry, `${path}.${name}`, 'expected an object');
      else checkObject(item, field.fields, `${path}.${name}.`, entry, report, where);
    return;
  }
  if (field.kind === 'bool') {
    if (typeof value !== 'boolean') fail('expected true or false');
    return;
  }
  if (field.kind === 'count') {
    if (!(Number.isInteger(value) && (value as number) >= 0)) fail('expected a whole number (0, 1, 2, …)');
    return;
  }
  if (field.kind === 'rank') {
    if (typeof value !== 'boolean' && !(Number.isInteger(value) && (value as number) > 0))
      fail('expected true, false or a position (1, 2, …)');
    return;
  }
  if (field.kind === 'texts' || field.kind === 'paragraphs') {
    if (!Array.isArray(value)) return fail('expected a list of texts');
    if (value.length === 0) return fail('list is empty');
    value.forEach((item, i) => {
      if (typeof item !== 'string' || !item.trim()) report(entry, `${path}[${i}]`, 'expected non-empty text');
    });
    return;
  }
  if (typeof value !== 'string') return fail(`expected text, got ${Array.isArray(value) ? 'a list' : typeof value}`);
  if (!value.trim()) {
    // An optional field that is present but blank is a mistake too (an empty link renders a dead button).
    return fail(field.kind === 'alt' ? 'alt text is empty' : 'field is empty');
  }
  const problem = (() => {
    switch (field.kind) {
      case 'id':
        return /^[a-z0-9][a-z0-9_-]*$/i.test(value)
          ? undefined
          : `"${value}" is not a valid id (use letters, digits, - and _)`;
      case 'date':
        return checkDate(value);
      case 'file':
        return checkPublicFile(value, where.publicDir);
      case 'url':
        return value.startsWith('mailto:') ? 'expected an https:// URL, not a mailto: link' : checkHttpsUrl(value);
      case 'link':
        return checkLink(value, where.publicDir, true, where.routes);
      case 'email':
        return value.startsWith('mailto:') ? checkMailto(value) : checkEmail(value);
      case 'locale':
        return checkLocale(value);
      case 'doi':
        return checkDoi(value);
      case 'oneOf':
        return field.values.includes(value) ? undefined : `"${value}" is not one of ${field.values.join(', ')}`;
      case 'reference':
        return checkReference(value, field.to, where.references);
      default:
        return checkLooseLink(value);
    }
  })();
  // An http:// link is published as written, with its host's warning (httpLinks.ts); the site's own address
  // is no link: its canonical address, feeds and cards are made from it.
  const isLink = ['url', 'link', 'text', 'markdown'].includes(field.kind) && path !== 'site.url';
  if (problem) report(entry, path, problem, isLink ? value : undefined);
}

/** Any text that is a link must be a working one, even in fields the schema does not name (http:// is warned of). */
function checkLooseLink(value: string): string | undefined {
  if (/^http:\/\//i.test(value)) return `external link "${value}" is http://`;
  if (value.startsWith('mailto:')) return checkMailto(value);
  return undefined;
}

function checkLooseLinks(value: unknown, path: string, entry: string, report: Report) {
  if (typeof value === 'string') {
    const problem = checkLooseLink(value);
    if (problem) report(entry, path, problem, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkLooseLinks(item, `${path}[${i}]`, entry, report));
  } else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) checkLooseLinks(v, `${path}.${k}`, entry, report);
  }
}
