import { judge, type Known } from './match.ts';
import { identityOf } from './work.ts';
import type { BibPublication } from './bibtex.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/**
 * The same paper under two keys (the same DOI, arXiv id or DBLP key, or the same title, year and first
 * author), as `npm run import` tells them (tooling/content/bib/match.ts): a warning on the later entry, naming
 * the earlier, since the site would list the paper twice.
 */
export function duplicatePaperIssues(entries: readonly BibPublication[], file: string): ContentIssue[] {
  const known: Known[] = [];
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const identity = identityOf(entry);
    const verdict = judge(identity, known);
    known.push({ key: entry.key, identity, added: false });
    if (verdict.kind !== 'same') continue;
    const value: Record<string, string | undefined> = {
      'same DOI': identity.doi,
      'same arXiv id': identity.arxiv,
      'same DBLP key': identity.dblp,
    };
    const why = value[verdict.by] ? `${verdict.by} ${value[verdict.by]}` : verdict.by;
    issues.push({
      file,
      entry: entry.key,
      problem: `the same paper as ${verdict.entry.key} (${why}): both are listed; remove one, or hide it in publications.ts (${entry.key}: { hidden: true })`,
      severity: 'warning',
    });
  }
  return issues;
}
