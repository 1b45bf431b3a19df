import { fieldRole } from '../../../src/content/publishedFields.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/**
 * Which of an entry's fields the site publishes, and what it tells the owner about the rest: the
 * private fields still in their (public) repository, and the fields it does not know, once for the file.
 */

export interface FieldPolicy {
  /** Read at all: cited, or read for the card's links and badges; never a field the owner took out. */
  published(name: string): boolean;
  /** Copied into Cite, the paper's .bib and the list's Download. */
  cited(name: string): boolean;
}

export function fieldPolicy(unpublished: readonly string[] = []): FieldPolicy {
  const out = new Set(unpublished.map((name) => name.toLowerCase()));
  const role = (name: string) => (out.has(name.toLowerCase()) ? 'unpublished' : fieldRole(name));
  return {
    published: (name) => ['cited', 'site'].includes(role(name)),
    cited: (name) => role(name) === 'cited',
  };
}

/** The fields of one entry the site left out, by name only: their values are never printed. */
export interface Withheld {
  key: string;
  /** A reference manager's private fields: in the repository, not on the site. */
  private: string[];
  /** Fields the site does not know. */
  unknown: string[];
}

/** Sorts an entry's left-out field names (`keywords`, `bdsk-file-1`…) into private and unknown. */
export function withheldOf(key: string, names: readonly string[], unpublished: readonly string[]): Withheld {
  const out = new Set(unpublished.map((name) => name.toLowerCase()));
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  return {
    key,
    // Fields the owner took out are theirs to keep in the repository: not reported.
    private: lower.filter((name) => !out.has(name) && fieldRole(name) === 'private'),
    unknown: lower.filter((name) => !out.has(name) && fieldRole(name) === 'unknown'),
  };
}

/** The command that writes the .bib without its private fields (package.json). */
export const cleanCommand = 'npm run clean-bib';

/**
 * A warning per entry whose private fields sit in the repository (a free Pages site's repository is
 * public), one line of advice, and the unknown fields grouped into one warning.
 */
export function withheldIssues(file: string, withheld: readonly Withheld[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const carrying = withheld.filter((w) => w.private.length > 0);
  for (const w of carrying) {
    issues.push({
      file,
      entry: w.key,
      field: w.private.join(', '),
      problem: 'private, left off the site, but in the repository',
      severity: 'warning',
    });
  }
  if (carrying.length > 0) {
    const entries = carrying.length === 1 ? '1 entry carries' : `${carrying.length} entries carry`;
    issues.push({
      file,
      problem: `${entries} private fields (file paths, notes, tags, bookkeeping) into the repository, which is public on a free GitHub Pages site: \`${cleanCommand}\` writes the .bib without them`,
      severity: 'warning',
    });
  }
  const unknown = unknownFieldsIssue(file, withheld);
  if (unknown) issues.push(unknown);
  return issues;
}

/** The fields the site does not know, in one warning for the file, each with how many entries hold it. */
export function unknownFieldsIssue(file: string, withheld: readonly Withheld[]): ContentIssue | undefined {
  const unknown = new Map<string, number>();
  for (const w of withheld) for (const name of w.unknown) unknown.set(name, (unknown.get(name) ?? 0) + 1);
  if (unknown.size === 0) return undefined;
  const list = [...unknown].map(([name, n]) => `${name} (${n === 1 ? '1 entry' : `${n} entries`})`).join(', ');
  // A warning, not information: an old site's template may have shown them (al-folio forks add their own).
  return {
    file,
    problem: `fields the site does not know, left off every page: ${list}; if one should show, put what it says in a field the site shows (award, abbr) or in publications.ts`,
    severity: 'warning',
  };
}

/**
 * A parser's message with the source text it quotes taken out (it may come from a private field): the
 * reason and the place, e.g. `Unterminated brace-value at line 8, column 1`.
 */
export function parserReason(message: string): string {
  const first = message.split('\n')[0] ?? '';
  const reason = first
    .split('"')[0]!
    .replace(/[\s,:]*(expected|found)?[\s,:]*$/i, '')
    .trim();
  const place = /at line \d+(, column \d+)?/.exec(first)?.[0];
  return [reason || 'unreadable', place].filter(Boolean).join(' ');
}
