import { readBibliography } from '../content/bib/bibtex.ts';
import { readOwnersBib } from '../content/bib/bibBytes.ts';
import { appendTo, workInFile } from './bibFile.ts';
import { appendDiff } from './diff.ts';
import type { Endpoints } from './endpoints.ts';
import { ImportFailure, type RetryPolicy } from './http.ts';
import { parseImportId, type ImportId } from '../content/bib/ids.ts';
import { keysIn, newKey } from './keys.ts';
import { judge, knownById, type Known } from '../content/bib/match.ts';
import { fromArxiv } from './sources/arxiv.ts';
import type { Source, SourceContext } from './sources/context.ts';
import { fromDblpKey, fromDblpPerson } from './sources/dblp.ts';
import { fromDoi } from './sources/doi.ts';
import { fromOrcid } from './sources/orcid.ts';
import { oneLine, printable } from '../content/commands/commandOutput.ts';
import { entryText, fold, identityOf, type Work } from '../content/bib/work.ts';

export interface ImportOptions {
  ids: readonly string[];
  /** The .bib file (created when missing and written to only with `write`). */
  bibPath: string;
  /** How the file is named in messages and the diff: `site/content/publications.bib`. */
  bibLabel: string;
  endpoints: Endpoints;
  retry: RetryPolicy;
  write: boolean;
  /** The most works an ORCID iD or a DBLP person adds (200). */
  max?: number;
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
  /** Why nothing was written although there was something to write (the file changed during the run…). */
  refused?: string;
}

const sources: Record<ImportId['kind'], Source> = {
  doi: fromDoi,
  arxiv: fromArxiv,
  dblp: fromDblpKey,
  'dblp-person': fromDblpPerson,
  orcid: fromOrcid,
};

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
    lines.push(printable(line));
    options.log?.(printable(line));
  };
  const label = options.bibLabel;
  const bib = readOwnersBib(options.bibPath, label);
  if (typeof bib === 'string') {
    say(bib);
    return { lines, failed: [...options.ids], added: [], diff: '', before: '', after: '', refused: bib };
  }
  const { text: before, eol } = bib;
  const { publications, issues } = readBibliography(before, label, []);
  const known: Known[] = publications.map((p) => ({ key: p.key, identity: identityOf(p), added: false }));
  const unread = [...new Set(issues.filter((i) => i.severity !== 'warning' && i.entry).map((i) => i.entry!))].filter(
    (key) => !publications.some((p) => p.key === key),
  );
  const legacy = bib.encoding === 'win1252' ? ' (Windows-1252: new entries are written in it)' : '';
  say(`${label}: ${publications.length} entries${bib.exists ? legacy : ' (no file yet)'}`);
  if (unread.length > 0) say(`note: not compared, the site cannot read them: ${unread.join(', ')}`);
  const taken = new Set([...keysIn(before), ...publications.map((p) => p.key)].map((k) => k.toLowerCase()));

  const additions: Addition[] = [];
  const failed: string[] = [];
  const describe = (entry: Known) => (entry.added ? `${entry.key}, added above` : entry.key);
  const context: SourceContext = {
    endpoints: options.endpoints,
    retry: { ...options.retry, onWait: (message) => say(`  ${message}`) },
    log: say,
    max: options.max ?? 200,
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
    // Found in the file by its own identifier: named without a request (and so offline too).
    const found = knownById(id, known);
    if (found?.kind === 'same') {
      const entry = found.entry;
      say(
        `${id.id}: ${entry.added ? `added above as ${entry.key}` : `already in your .bib as ${entry.key}`} (${found.by})`,
      );
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
        const written = workInFile(bib, label, work);
        const text = entryText(key, written);
        const check = readBibliography(text, label, []);
        const problem = check.issues.find((i) => i.severity !== 'warning');
        if (problem || check.publications.length !== 1 || fold(check.publications[0]!.title) !== work.identity.title) {
          throw new ImportFailure(
            `${work.source}: the entry made from the answer would not read back${problem ? ` (${problem.field ?? ''}: ${problem.problem})` : ''}`,
          );
        }
        mine.push({ key, work: written });
        pending.push({ key, identity: work.identity, added: true });
        const left = work.dropped.length > 0 ? `; left out: TeX commands ${work.dropped.join(', ')}` : '';
        const line = `${work.source}: new → ${key} (@${work.type}, “${oneLine(work.title)}”)${left}`;
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
      // Whatever went wrong (a malformed answer the code did not foresee too), it fails this id alone.
      const message = error instanceof ImportFailure ? error.message : `unexpected answer (${String(error)})`;
      say(`${raw}: FAILED: ${message}`);
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
  const refused = options.write && after !== before ? appendTo(bib, after.slice(before.length)) : undefined;
  if (refused) {
    const count = `${entries.length} new ${entries.length === 1 ? 'entry' : 'entries'}`;
    say(`${label} ${refused}: nothing written (run the import again to add ${count})`);
  }
  const added = additions.map((a) => a.key);
  return {
    lines,
    failed,
    added,
    diff: appendDiff(label, before, after),
    before,
    after,
    ...(refused ? { refused } : {}),
  };
}
