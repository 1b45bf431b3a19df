import type { ContentIssue } from '../content/checks/validateContent.ts';
import type { SettledFiles } from './missingFiles.ts';
import { accountLines } from './account.ts';
import { reasonWords, type LeftReason, type Migration } from './model.ts';
import { findingLines } from './findings.ts';

const templateNames = {
  'al-folio': 'an al-folio',
  academicpages: 'an academicpages',
  'hugo-academic': 'a Hugo Academic / HugoBlox',
  jekyll: 'a Jekyll',
  hugo: 'a Hugo',
};

export interface Tally {
  kind: string;
  found: number;
  carried: number;
  left: Partial<Record<LeftReason, number>>;
}

/** Per kind: found, carried, and left by reason. */
export function tally(m: Migration): Tally[] {
  const carried: Record<string, number> = {
    news: m.news.length,
    talks: m.talks.length,
    teaching: m.teaching.length,
    projects: m.projects.length,
    publications: m.publicationsCarried ?? m.bibEntries.length,
    cv: m.cv.reduce((n, s) => n + s.entries.length, 0),
    skills: m.skills.length,
    posts: 0,
    people: m.people.length,
    pages: 0,
  };
  const found: Record<string, number> = { ...m.found, publications: m.publicationsFound };
  return Object.keys(carried)
    .map((kind) => {
      const left: Tally['left'] = {};
      for (const l of m.left.filter((l) => l.kind === kind)) left[l.reason] = (left[l.reason] ?? 0) + 1;
      return { kind, found: found[kind] ?? 0, carried: carried[kind]!, left };
    })
    .filter((t) => t.found || t.carried);
}

/** The report a person reads: what was found and carried, what was left and why, what is still to do. */
export function formatReport(
  m: Migration,
  sourceLabel: string,
  outLabel: string,
  files: SettledFiles,
  checked: ContentIssue[] = [],
): string {
  const lines = [
    `Read ${sourceLabel} as ${templateNames[m.template]} site: ${m.evidence}.`,
    `Wrote ${outLabel}/ (content/ and public/).`,
    '',
  ];
  lines.push('Carried, per kind:');
  for (const t of tally(m)) {
    const left = Object.entries(t.left).map(([r, n]) => `${n} ${reasonWords[r as LeftReason]}`);
    const bodies = m.bodies?.[t.kind];
    const kept = bodies?.found ? `; bodies kept ${bodies.kept} of ${bodies.found}` : '';
    lines.push(
      `  ${t.kind}: carried ${t.carried} of ${t.found}${kept}${left.length ? `; left ${left.join(', ')}` : ''}`,
    );
  }
  lines.push(
    `  files: copied ${files.present.length}${files.missing.length ? `; ${files.missing.length} named but not in the old site’s folder` : ''}${files.refused.length ? `; ${files.refused.length} refused` : ''}`,
  );
  lines.push('', 'What was read, folder by folder and page by page:', ...accountLines(m));
  if (m.left.length) {
    lines.push('', 'Left behind:');
    for (const l of m.left) lines.push(`  ${l.kind} › ${l.from}: ${reasonWords[l.reason]}: ${l.why}`);
  }
  if (m.readProblems?.length) {
    lines.push('', 'Read as far as their front matter goes (Jekyll forgives these; check what was taken from them):');
    for (const problem of m.readProblems) lines.push(`  ${problem}`);
  }
  if (files.missing.length) {
    lines.push(
      '',
      'Files the content names that the old site’s folder does not hold (add them to public/ if you have them):',
    );
    for (const f of files.missing) lines.push(`  ${f.to} (${f.by})`);
  }
  if (files.refused.length) {
    lines.push('', 'Refused, never read nor copied (only plain files inside the old site’s folder are):');
    for (const f of files.refused) lines.push(`  ${f.path}: ${f.why}${f.by ? ` (${f.by})` : ''}`);
  }
  lines.push(...findingLines(m.todos, checked));
  lines.push('', 'Then: `npm run build` (the content check and the build) and `npm run check` (what the deploy runs).');
  return lines.join('\n') + '\n';
}
