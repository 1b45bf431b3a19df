// Two snapshots of one site side by side: the files added, removed and changed, a changed text at its first
// differing line.
import { comparable } from './htmlTrees.mjs';

/** @typedef {import('./snapshot.mjs').Snapshot} Snapshot */
/** @typedef {import('./snapshot.mjs').FileEntry} FileEntry */
/** @typedef {{ path: string, line?: number, before?: string, after?: string }} Change */
/**
 * `broken`: the two cannot be compared (a side did not build, or read its PDFs another way).
 * @typedef {{ added: string[], removed: string[], changed: Change[], notes: string[], broken: boolean }} Differences
 */

/** A minified line is long: the part around its first difference is what a reader can use. */
const WIDE = 160;

/** Where two texts first differ: the line's number and both lines (cut around the difference when long). */
export function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  const as = a.split('\n');
  const bs = b.split('\n');
  let i = 0;
  while (i < as.length && i < bs.length && as[i] === bs[i]) i++;
  let before = as[i] ?? '(end of file)';
  let after = bs[i] ?? '(end of file)';
  if (before.length > WIDE || after.length > WIDE) {
    let c = 0;
    while (c < before.length && before[c] === after[c]) c++;
    const from = Math.max(0, c - 60);
    const cut = (/** @type {string} */ s) =>
      `${from ? '…' : ''}${s.slice(from, from + WIDE)}${s.length > from + WIDE ? '…' : ''}`;
    before = cut(before);
    after = cut(after);
  }
  return { line: i + 1, before, after };
}

/** @param {readonly FileEntry[]} files */
function byPath(files) {
  /** @type {Map<string, FileEntry[]>} */
  const map = new Map();
  for (const f of files) map.set(f.path, [...(map.get(f.path) ?? []), f]);
  return map;
}

/**
 * The differences between two snapshots of one site. Files whose names differ only by hash share a path
 * (two `cards-[hash].js`): they are matched by content first, the rest paired in order.
 * With `htmlTrees`, an HTML page is compared as parse5 reads it, serialised again: what only its writing changed
 * (`<!doctype html>` for `<!DOCTYPE html>`, `&quot;` for `"` in text) is no difference, and is counted in a note.
 * @param {Snapshot} a before
 * @param {Snapshot} b after
 * @param {{ htmlTrees?: boolean }} [options]
 * @returns {Differences}
 */
export function compareSnapshots(a, b, { htmlTrees = false } = {}) {
  let sameTrees = 0;
  /** @type {Differences} */
  const out = { added: [], removed: [], changed: [], notes: [], broken: false };
  if (a.failed || b.failed) {
    out.notes.push(`did not build: ${a.failed ? `before (${a.failed})` : ''}${b.failed ? ` after (${b.failed})` : ''}`);
    return { ...out, broken: true };
  }
  if (a.buildDay !== b.buildDay)
    out.notes.push(
      `built on ${a.buildDay} and ${b.buildDay}: a news item dated between them is "upcoming" in one only`,
    );
  if (a.pdfReader !== b.pdfReader) {
    out.notes.push(`PDFs read by ${a.pdfReader} and ${b.pdfReader}: not comparable`);
    out.broken = true;
  }
  const before = byPath(a.files);
  const after = byPath(b.files);
  for (const p of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const left = [...(before.get(p) ?? [])];
    const right = [...(after.get(p) ?? [])];
    for (let i = left.length - 1; i >= 0; i--) {
      const j = right.findIndex((r) => r.sha256 === left[i]?.sha256);
      if (j >= 0) {
        left.splice(i, 1);
        right.splice(j, 1);
      }
    }
    const paired = Math.min(left.length, right.length);
    for (let i = 0; i < paired; i++) {
      const l = /** @type {FileEntry} */ (left[i]);
      const r = /** @type {FileEntry} */ (right[i]);
      if (l.text === undefined || r.text === undefined) {
        out.changed.push({ path: p });
        continue;
      }
      const [before, after] = [l.text, r.text].map((t) => comparable(p, t, htmlTrees));
      if (before === after) sameTrees++;
      else out.changed.push({ path: p, ...firstDifference(before ?? '', after ?? '') });
    }
    for (let i = paired; i < left.length; i++) out.removed.push(p);
    for (let i = paired; i < right.length; i++) out.added.push(p);
  }
  if (sameTrees)
    out.notes.push(
      `${sameTrees} file${sameTrees === 1 ? '' : 's'} with the same HTML, written otherwise (--html-trees)`,
    );
  return out;
}

/** A glob (`*` within a folder, `**` across folders) as a test on a normalised path. */
export function globTest(/** @type {string} */ glob) {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const re = new RegExp(`^${source}$`);
  return (/** @type {string} */ p) => re.test(p);
}

/**
 * The differences left once the files the reader set aside are taken out, and how many were.
 * @param {Differences} d
 * @param {readonly string[]} globs
 */
export function setAside(d, globs) {
  const tests = globs.map(globTest);
  const kept = (/** @type {string} */ p) => !tests.some((t) => t(p));
  const left = {
    added: d.added.filter(kept),
    removed: d.removed.filter(kept),
    changed: d.changed.filter((c) => kept(c.path)),
    notes: d.notes,
    broken: d.broken,
  };
  const count = (/** @type {Differences} */ x) => x.added.length + x.removed.length + x.changed.length;
  return { left, setAside: count(d) - count(left) };
}

/** Whether the two differ (or cannot be compared). */
export const differs = (/** @type {Differences} */ d) =>
  d.broken || d.added.length + d.removed.length + d.changed.length > 0;

/** The differences as lines to print (none when the two are the same). */
export function describe(/** @type {Differences} */ d) {
  return [
    ...d.notes.map((n) => `  note     ${n}`),
    ...d.added.map((p) => `  added    ${p}`),
    ...d.removed.map((p) => `  removed  ${p}`),
    ...d.changed.flatMap((c) =>
      c.line === undefined
        ? [`  changed  ${c.path} (bytes)`]
        : [`  changed  ${c.path}, line ${c.line}:`, `    - ${c.before}`, `    + ${c.after}`],
    ),
  ];
}
