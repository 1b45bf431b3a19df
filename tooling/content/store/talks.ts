import type { ContentIssue } from '../checks/issues.ts';
import type { TalkEntry } from '../bib/talks.ts';
import { bibEntry } from './bibEntry.ts';
import type { StoreEntry } from './types.ts';

/**
 * Every talk, talks.ts's and the .bib's (each an entry of the talks, its origin the .bib and its entry's line),
 * newest first, the order written among equal dates.
 */
export function allTalks(
  own: readonly StoreEntry[],
  fromBib: readonly TalkEntry[],
  bibFile: string,
  lines?: ReadonlyMap<string, number>,
): StoreEntry[] {
  const bib = fromBib.map((talk) => {
    const id = talk.id ?? talk.key ?? talk.title;
    return bibEntry('talks', id, talk, bibFile, lines?.get(id));
  });
  return [...own.filter((t) => typeof t.data.date === 'string'), ...bib]
    .map((entry, written) => ({ entry, written, date: entry.data.date as string }))
    .sort((a, b) => (a.date === b.date ? a.written - b.written : a.date < b.date ? 1 : -1))
    .map(({ entry }) => entry);
}

/** An issue the .bib's reading found in a talk (`publications.bib › key › slides`), at the talk's line: `publications.bib:12 › key › slides`. */
export function placeBibTalkIssues(issues: readonly ContentIssue[], talks: readonly StoreEntry[]): ContentIssue[] {
  const lines = new Map(
    talks.flatMap(({ data, origin }) =>
      typeof data.key === 'string' && origin.line ? [[`${origin.file} › ${data.key}`, origin.line]] : [],
    ),
  );
  return issues.map((issue) => {
    const line = lines.get(`${issue.file} › ${issue.entry}`);
    return line ? { ...issue, file: `${issue.file}:${line}` } : issue;
  });
}
