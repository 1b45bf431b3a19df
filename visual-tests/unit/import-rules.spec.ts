import { expect, test } from '@playwright/test';
import { importGraph, sourceFiles, type ImportEdge } from '../support/importGraph';
import { rules, type Rule } from '../support/importRules';

/*
 * The import rules of the house style, checked over the project's import graph (every import, re-export and
 * literal import() of src/, tooling/ and vite.config.ts, read from each file's syntax tree). A failure names
 * file → specifier. A rule that must bend for a while is bent below, one line of reason per import.
 */

const root = new URL('../..', import.meta.url).pathname;
const edges = importGraph(root, ['src', 'tooling', 'vite.config.ts']);
const files = ['src', 'tooling'].flatMap((folder) => sourceFiles(root, folder));

/** Imports that break a rule for now: rule, file, specifier and why. Each must still be needed. */
const bent: Array<{ rule: string; from: string; specifier: string; why: string }> = [];

const isBent = (rule: Rule, e: ImportEdge) =>
  bent.some((b) => b.rule === rule.name && b.from === e.from && b.specifier === e.specifier);

for (const rule of rules) {
  test(rule.name, () => {
    const broken = edges.filter((e) => rule.broken(e) && !isBent(rule, e));
    expect(broken.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });
}

test('no barrel index files in src/ or tooling/', () => {
  expect(files.filter((file) => /(^|\/)index\.(ts|tsx|mts|mjs|js)$/.test(file))).toEqual([]);
});

test('Node reads no .css.ts and no .tsx: nothing tooling/ imports from src/ reaches one, however deep', () => {
  const from = new Map<string, ImportEdge[]>();
  for (const e of edges) if (!e.typeOnly && e.target) from.set(e.from, [...(from.get(e.from) ?? []), e]);
  const reached = new Map<string, string>();
  const queue = edges.filter((e) => e.from.startsWith('tooling/') && !e.typeOnly && e.target?.startsWith('src/'));
  for (let i = 0; i < queue.length; i++) {
    const { from: via, target } = queue[i]!;
    if (reached.has(target!)) continue;
    reached.set(target!, via);
    queue.push(...(from.get(target!) ?? []));
  }
  const drawn = [...reached].filter(([file]) => /\.(css\.ts|tsx)$/.test(file));
  expect(drawn.map(([file, via]) => `${via} → ${file}`)).toEqual([]);
  expect(reached.has('src/styles/tokens.ts')).toBe(true);
});

/** Room pairs tied both ways, straight or round about (an import that runs back up), as `A ⇄ B`. */
function loops(within: string, roomOf: (rest: string) => string): string[] {
  const arrows = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!e.from.startsWith(within) || !e.target?.startsWith(within)) continue;
    const [a, b] = [roomOf(e.from.slice(within.length)), roomOf(e.target.slice(within.length))];
    if (a !== b) arrows.set(a, (arrows.get(a) ?? new Set()).add(b));
  }
  const reach = (room: string) => {
    const seen = new Set<string>();
    const queue = [room];
    for (let i = 0; i < queue.length; i++)
      for (const next of arrows.get(queue[i]!) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    return seen;
  };
  const rooms = [...arrows.keys()].sort();
  return rooms.flatMap((a) =>
    rooms.filter((b) => a < b && reach(a).has(b) && reach(b).has(a)).map((b) => `${a} ⇄ ${b}`),
  );
}

test("tooling/'s folders stand in floors: no import runs back up", () => {
  expect(loops('tooling/', (rest) => rest.split('/')[0]!)).toEqual([]);
});

test("tooling/content/'s rooms (forms, bib, checks, markdown, pictures, store, site …) import one way", () => {
  const rooms = loops('tooling/content/', (rest) => rest.split('/')[0]!);
  expect(rooms).toEqual([]);
  expect(
    edges.some((e) => e.from === 'tooling/content/loadContent.ts' && e.target?.startsWith('tooling/content/bib/')),
  ).toBe(true);
});

test('every bent import still breaks its rule', () => {
  const stale = bent.filter((b) => {
    const rule = rules.find((r) => r.name === b.rule);
    return !rule || !edges.some((e) => e.from === b.from && e.specifier === b.specifier && rule.broken(e));
  });
  expect(stale).toEqual([]);
});

test('the graph is read: known imports are found and resolved', () => {
  const tokens = edges.find((e) => e.from === 'src/styles/theme.css.ts' && e.specifier === './tokens');
  expect(tokens?.target).toBe('src/styles/tokens.ts');
  expect(edges.filter((e) => e.from === 'src/main.tsx').length).toBeGreaterThan(5);
});
