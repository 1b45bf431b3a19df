/** The lines of a text, without their ends; a final line end does not start another line. */
const linesOf = (text: string) => (text === '' ? [] : text.replace(/\r?\n$/, '').split(/\r?\n/));

/**
 * A unified diff (as `git diff` prints it) of a file to which text was only appended: three lines of
 * context, and the "No newline" marker when the file did not end with one.
 */
export function appendDiff(label: string, before: string, after: string): string {
  if (before === after) return '';
  if (!after.startsWith(before)) throw new Error('appendDiff: the new text does not start with the old');
  const old = linesOf(before);
  const endsOpen = before !== '' && !before.endsWith('\n');
  const context = old.slice(Math.max(0, old.length - 3), endsOpen ? -1 : undefined);
  const changedLast = endsOpen ? old.at(-1)! : undefined;
  const added = linesOf(after).slice(old.length - (endsOpen ? 1 : 0));
  const start = old.length - context.length - (endsOpen ? 1 : 0);
  const oldCount = context.length + (endsOpen ? 1 : 0);
  const newCount = context.length + added.length;
  const range = (from: number, count: number) => `${count === 0 ? from : from + 1},${count}`;
  // git's a/ and b/ prefixes only before a relative path.
  const side = (prefix: string) => (label.startsWith('/') ? label : `${prefix}/${label}`);
  return [
    `--- ${side('a')}`,
    `+++ ${side('b')}`,
    `@@ -${range(start, oldCount)} +${range(start, newCount)} @@`,
    ...context.map((l) => ` ${l}`),
    ...(changedLast !== undefined ? [`-${changedLast}`, '\\ No newline at end of file'] : []),
    ...added.map((l) => `+${l}`),
    '',
  ].join('\n');
}
