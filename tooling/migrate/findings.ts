import type { ContentIssue } from '../content/checks/validateContent.ts';
import type { Todo } from './model.ts';
import { slug } from './sourceFiles.ts';

/** One thing for the owner to do, at one place: a migration to-do, the content check's finding, or both as one. */
interface Finding {
  file: string;
  entry?: string;
  field?: string;
  what: string;
  /** The build stops without it (the check calls it an error). */
  required: boolean;
}

/** The kind a content path belongs to (`site/content/projects/01-x.md` → `projects`), to match a to-do with the check. */
const kindOf = (file: string) => /content\/([^/.]+)/.exec(file)?.[1] ?? file;
/** An entry as the check names it (`projects[2] (id "boatsim")`, `talks[0] ("Counting Edits")`), as a to-do would. */
function idOf(entry = ''): string {
  const named = /\((id )?"([^"]*)"\)$/.exec(entry);
  return !named ? entry : named[1] ? named[2]! : slug(named[2]!);
}

/** Whether a to-do and a check's finding are about the same field of the same entry. */
function samePlace(todo: Todo, issue: ContentIssue): boolean {
  if (kindOf(todo.file) !== kindOf(issue.file) || todo.field !== issue.field) return false;
  const [id, entry] = [idOf(issue.entry), todo.entry ?? ''];
  // A to-do names a dated entry by date and slug (`2021-05-05 counting-edits`); a Markdown entry the check names by its file.
  return id === entry || (!!id && entry.endsWith(` ${id}`)) || (!!entry && !issue.entry && issue.file.includes(entry));
}

/**
 * The to-dos and the check's findings as one list, each said once: a to-do the check also names keeps the
 * to-do's words (they say what to write), required when the check refuses it; what the check alone finds keeps its own.
 */
export function findings(todos: Todo[], checked: ContentIssue[]): Finding[] {
  const matched = new Set<ContentIssue>();
  const list: Finding[] = todos.map((todo) => {
    const same = checked.filter((issue) => issue.severity !== 'info' && samePlace(todo, issue));
    same.forEach((issue) => matched.add(issue));
    return { ...todo, required: same.some((issue) => issue.severity === undefined) };
  });
  for (const issue of checked.filter((i) => i.severity !== 'info' && !matched.has(i)))
    list.push({
      file: issue.file,
      entry: issue.entry,
      field: issue.field,
      what: issue.problem,
      required: !issue.severity,
    });
  return list;
}

/** An entry kept as a file of its own (`site/content/projects/03-boat.md:3`): its folder, and the file as its name. */
const entryFile = (file: string) => /^(.*\/content\/[^/]+\/)([^/]+\.md)(?::\d+)?$/.exec(file);

/** Each problem once, with every place it occurs: findings of a file (or a folder of entries) that say the same of one field. */
function grouped(list: Finding[]): string[] {
  const groups = new Map<string, Array<{ finding: Finding; file: string; place?: string }>>();
  for (const finding of list) {
    const own = finding.entry ? null : entryFile(finding.file);
    const at = own ? { finding, file: own[1]!, place: own[2]! } : { finding, file: finding.file, place: finding.entry };
    const key = `${at.file}\u0000${finding.field ?? ''}\u0000${finding.what}`;
    groups.set(key, [...(groups.get(key) ?? []), at]);
  }
  return [...groups.values()].flatMap((group) => {
    const { finding: f, file } = group[0]!;
    if (group.length === 1) return [`  ${[f.file, f.entry, f.field].filter(Boolean).join(' › ')}: ${f.what}`];
    const head = [file, `${group.length} entries`, f.field].filter(Boolean).join(' › ');
    return [`  ${head}: ${f.what}:`, ...group.map((g) => `    ${g.place ?? '(the file)'}`)];
  });
}

/** The report's to-do part: what the build refuses without it, apart from what is optional, and the check's notes. */
export function findingLines(todos: Todo[], checked: ContentIssue[]): string[] {
  const all = findings(todos, checked);
  const required = all.filter((f) => f.required);
  const optional = all.filter((f) => !f.required);
  const notes = checked.filter((i) => i.severity === 'info');
  const lines: string[] = [];
  if (required.length)
    lines.push('', `Required: the build stops until these are done (file › entry › field):`, ...grouped(required));
  if (optional.length)
    lines.push(
      '',
      'Optional: the site builds without these; each is worth a look (file › entry › field):',
      ...grouped(optional),
    );
  if (notes.length) {
    lines.push('', 'For your information (nothing to fix):');
    for (const n of notes) lines.push(`  ${[n.file, n.entry, n.field].filter(Boolean).join(' › ')}: ${n.problem}`);
  }
  if (!required.length) lines.push('', 'The content check finds nothing the build would refuse.');
  return lines;
}
