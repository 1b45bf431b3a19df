import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readBibliography } from '../content/bibtex.ts';
import { appendDiff } from './diff.ts';
import type { Endpoints } from './endpoints.ts';
import { ImportFailure, type RetryPolicy } from './http.ts';
import { parseImportId, type ImportId } from './ids.ts';
import { newKey } from './keys.ts';
import { judge, type Known } from './match.ts';
import { fromArxiv } from './sources/arxiv.ts';
import type { Source, SourceContext } from './sources/context.ts';
import { fromDblpKey, fromDblpPerson } from './sources/dblp.ts';
import { fromDoi } from './sources/doi.ts';
import { fromOrcid } from './sources/orcid.ts';
import { entryText, fold, identityOf, type Work } from './work.ts';

export interface ImportOptions {
  ids: readonly string[];
  /** The .bib file (created when missing and written to only with `write`). */
  bibPath: string;
  /** How the file is named in messages and the diff: `site/content/publications.bib`. */
  bibLabel: string;
  endpoints: Endpoints;
  retry: RetryPolicy;
  write: boolean;
  /** Each line of the report as it happens. */
  log?: (line: string) => void;
}

export interface ImportResult {
  /** The report, in order: one line per id or work, failures among them. */
  lines: string[];
  /** The ids that failed (nothing of theirs is in `added`). */
  failed: string[];
  /** The keys of the entries added (or that would be). */
  added: string[];
  diff: string;
  before: string;
  after: string;
}

const sources: Record<ImportId['kind'], Source> = {
  doi: fromDoi,
  arxiv: fromArxiv,
  dblp: fromDblpKey,
  'dblp-person': fromDblpPerson,
  orcid: fromOrcid,
};

/** Every citation key in the file, entries the reader could not finish included (a key is taken all the same). */
function keysIn(source: string): string[] {
  return [...source.matchAll(/@\s*(\w+)\s*[{(]\s*([^,\s{}()]+)\s*,/g)]
    .filter((m) => !/^(comment|string|preamble)$/i.test(m[1]!))
    .map((m) => m[2]!);
}

interface Addition {
  key: string;
  work: Work;
}

/**
 * Fetches each id's works, leaves out those the .bib already has (saying which entry each matched),
 * reports preprints beside their published versions, and appends the rest after the last byte of the
 * file. An id that fails adds nothing.
 */
export async function runImport(options: ImportOptions): Promise<ImportResult> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    options.log?.(line);
  };
  const label = options.bibLabel;
  const before = existsSync(options.bibPath) ? readFileSync(options.bibPath, 'utf8') : '';
  const eol = before.includes('\r\n') ? '\r\n' : '\n';
  const { publications, issues } = readBibliography(before, label, []);
  const known: Known[] = publications.map((p) => ({ key: p.key, identity: identityOf(p), added: false }));
  const unread = [...new Set(issues.filter((i) => i.severity !== 'warning' && i.entry).map((i) => i.entry!))].filter(
    (key) => !publications.some((p) => p.key === key),
  );
  say(`${label}: ${publications.length} entries${existsSync(options.bibPath) ? '' : ' (no file yet)'}`);
  if (unread.length > 0) say(`note: not compared, the site cannot read them: ${unread.join(', ')}`);
  const taken = new Set([...keysIn(before), ...publications.map((p) => p.key)].map((k) => k.toLowerCase()));

  const additions: Addition[] = [];
  const failed: string[] = [];
  const describe = (entry: Known) => (entry.added ? `${entry.key}, added above` : entry.key);
  const context: SourceContext = {
    endpoints: options.endpoints,
    retry: { ...options.retry, onWait: (message) => say(`  ${message}`) },
    log: say,
    known: (identity) => {
      const verdict = judge({ ...identity, title: '', preprint: !identity.doi }, known);
      return verdict.kind === 'same' ? `already there as ${describe(verdict.entry)} (${verdict.by})` : undefined;
    },
  };

  for (const raw of options.ids) {
    const id = parseImportId(raw);
    if (typeof id === 'string') {
      say(`${raw}: FAILED: ${id}`);
      failed.push(raw);
      continue;
    }
    // This id's decisions are kept apart until all its works are in: a failure leaves the run as it was.
    const mine: Addition[] = [];
    const report: string[] = [];
    const changes: Array<() => void> = [];
    try {
      const works = await sources[id.kind](id.id, context);
      // A published version before its preprint, so the preprint finds it.
      const ordered = [...works].sort((a, b) => Number(a.identity.preprint) - Number(b.identity.preprint));
      const pending: Known[] = [];
      for (const work of ordered) {
        const verdict = judge(work.identity, [...known, ...pending]);
        const eprint = work.fields.find(([n]) => n === 'eprint')?.[1];
        if (verdict.kind === 'same') {
          report.push(`${work.source}: already there as ${describe(verdict.entry)} (${verdict.by})`);
          continue;
        }
        if (verdict.kind === 'preprint-of') {
          const entry = verdict.entry;
          const target = [...additions, ...mine].find((a) => a.key === entry.key);
          if (target) {
            // Published and preprint both new: one entry, the published version's, linking both.
            if (!target.work.fields.some(([n]) => n === 'eprint')) {
              const linked = work.fields.filter(([n]) => ['eprint', 'archiveprefix', 'primaryclass'].includes(n));
              changes.push(() => target.work.fields.push(...linked));
            }
            report.push(
              `${work.source}: preprint of ${entry.key}, added above (${verdict.by}): not added; its arXiv id is in ${entry.key}`,
            );
          } else {
            report.push(
              `${work.source}: preprint of ${entry.key} (${verdict.by}): not added. To link it from ${entry.key}, add eprint = ${eprint} and archiveprefix = {arXiv} there`,
            );
          }
          continue;
        }
        if (verdict.kind === 'published-of' && !work.fields.some(([n]) => n === 'eprint')) {
          // The published version's entry links the preprint too, so the preprint's entry can go.
          const eprint = verdict.entry.identity.arxiv;
          if (eprint) work.fields.push(['eprint', `{${eprint}}`], ['archiveprefix', '{arXiv}']);
        }
        const key = newKey(work.identity, work.title, new Set([...taken, ...mine.map((a) => a.key.toLowerCase())]));
        const text = entryText(key, work);
        const check = readBibliography(text, label, []);
        const problem = check.issues.find((i) => i.severity !== 'warning');
        if (problem || check.publications.length !== 1 || fold(check.publications[0]!.title) !== work.identity.title) {
          throw new ImportFailure(
            `${work.source}: the entry made from the answer would not read back${problem ? ` (${problem.field ?? ''}: ${problem.problem})` : ''}`,
          );
        }
        mine.push({ key, work });
        pending.push({ key, identity: work.identity, added: true });
        const line = `${work.source}: new → ${key} (@${work.type}, “${work.title}”)`;
        if (verdict.kind === 'published-of') {
          const preprint = verdict.entry;
          if (preprint.added) {
            changes.push(() => {
              additions.splice(
                additions.findIndex((a) => a.key === preprint.key),
                1,
              );
              known.splice(known.indexOf(preprint), 1);
            });
            report.push(`${line}; the preprint ${preprint.key} added above is left out (${verdict.by})`);
          } else {
            report.push(
              `${line}; it is the published version of ${preprint.key} (${verdict.by}): merge them (keep ${key}, move anything of yours from ${preprint.key}, then delete it)`,
            );
          }
        } else {
          report.push(line);
        }
      }
    } catch (error) {
      if (!(error instanceof ImportFailure)) throw error;
      say(`${raw}: FAILED: ${error.message}`);
      failed.push(raw);
      continue;
    }
    for (const change of changes) change();
    for (const addition of mine) {
      additions.push(addition);
      taken.add(addition.key.toLowerCase());
      known.push({ key: addition.key, identity: addition.work.identity, added: true });
    }
    for (const line of report) say(line);
  }

  const entries = additions.map((a) => entryText(a.key, a.work, eol));
  const separator = before === '' ? '' : before.endsWith('\n') ? eol : eol + eol;
  const after = entries.length > 0 ? `${before}${separator}${entries.join(eol + eol)}${eol}` : before;
  if (options.write && after !== before) writeFileSync(options.bibPath, after);
  return { lines, failed, added: additions.map((a) => a.key), diff: appendDiff(label, before, after), before, after };
}
