import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseAst } from 'vite';
import { cvPageCss, cvPageDocument } from '../../src/cv/cvPageStyle';

/*
 * Every style is written in logical sides (margin-inline-start, inset-inline-end, text-align: start), so a page
 * in a language written right to left mirrors by its `dir` alone. Read from each style file's syntax tree.
 */

const root = new URL('../..', import.meta.url).pathname;

/** Properties that name a physical side, in vanilla-extract's camelCase and as CSS writes them. */
const physical =
  /^(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)(Width|Style|Color)?$|^(left|right)$|^border(Top|Bottom)(Left|Right)Radius$|^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-width|-style|-color)?$|^border-(top|bottom)-(left|right)-radius$/;
/** Shorthands whose third value or more sets a side on its own (`padding: 0 0 4px 16px`). */
const sided = new Set(['margin', 'padding', 'inset', 'borderRadius', 'border-radius', 'scrollMargin', 'scrollPadding']);

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

/** A value's parts at its top level: `0 ${a} calc(1px + 2px)` is three. */
function partsOf(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('({'.includes(char)) depth++;
    if (')}'.includes(char)) depth--;
    if (char === ' ' && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  return current ? [...parts, current] : parts;
}

/** Whether a shorthand's sides differ left to right (four values: top right bottom left; radius: tl tr br bl). */
function lopsided(name: string, value: string): boolean {
  const [a, b, c, d] = partsOf(value);
  if (name.toLowerCase().includes('radius')) return c !== undefined && (a !== b || c !== (d ?? b));
  return d !== undefined && b !== d;
}

function physicalSides(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const program = parseAst(source, { lang: 'ts' }) as unknown as Node;
  const found: string[] = [];
  const lineOf = (at: number) => source.slice(0, at).split('\n').length;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    if (n.type === 'Property') {
      const key = n.key as Node & { name?: string; value?: unknown };
      const name = key.type === 'Identifier' ? key.name! : typeof key.value === 'string' ? key.value : '';
      const value = n.value as Node & { value?: unknown };
      const text = source.slice(value.start, value.end).replace(/^[`'"]|[`'"]$/g, '');
      const at = `${file}:${lineOf(n.start)} ${name}`;
      if (physical.test(name)) found.push(at);
      else if (/^(textAlign|float|clear)$/.test(name) && /^(left|right)$/.test(text)) found.push(`${at}: ${text}`);
      else if (sided.has(name) && /^(Literal|TemplateLiteral)$/.test(value.type ?? '') && lopsided(name, text))
        found.push(`${at}: ${text}`);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') walk(value);
  };
  walk(program);
  return found;
}

/** Block sides and sizes too, for a sheet written all logical (the CV's): `border-bottom`, `width`. */
const blockSides =
  /^(margin|padding|border|scroll-margin|scroll-padding)-(top|bottom)(-width|-style|-color)?$|^(top|bottom)$|^(min-|max-)?(width|height)$/;

/** The physical sides in a stylesheet's text, `line property`, its block sides too when `all`. */
function physicalInCss(css: string, all = false): string[] {
  const found: string[] = [];
  const lineOf = (at: number) => css.slice(0, at).split('\n').length;
  // A declaration: a name, a colon, a value up to `;` or `}` (a selector's `a:hover {` reads as a name that is no side).
  for (const m of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)) {
    const [, name = '', raw = ''] = m;
    const value = raw.trim();
    const at = `${lineOf(m.index)} ${name}`;
    if (physical.test(name) || (all && blockSides.test(name))) found.push(at);
    else if (/^(text-align|float|clear)$/.test(name) && /^(left|right)$/.test(value)) found.push(`${at}: ${value}`);
    else if (sided.has(name) && lopsided(name, value)) found.push(`${at}: ${value}`);
  }
  return found;
}

test('every style names its sides logically: no left or right, no lopsided shorthand', () => {
  const files = readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  expect(files.length).toBeGreaterThan(30);
  expect(files.flatMap(physicalSides)).toEqual([]);
});

test('the check finds each physical form, and lets logical and symmetric ones be', () => {
  expect(physicalSides('visual-tests/fixtures/i18n/Sides.css.ts')).toEqual([
    'visual-tests/fixtures/i18n/Sides.css.ts:4 marginLeft',
    'visual-tests/fixtures/i18n/Sides.css.ts:5 left',
    'visual-tests/fixtures/i18n/Sides.css.ts:6 textAlign: right',
    'visual-tests/fixtures/i18n/Sides.css.ts:7 padding: 0 0 4px 16px',
    'visual-tests/fixtures/i18n/Sides.css.ts:8 borderRadius: 0 ${r} ${r} 0',
    'visual-tests/fixtures/i18n/Sides.css.ts:9 border-left-color',
  ]);
});

test('the CV’s stylesheet names every side logically, so an Arabic CV reads right to left by its dir alone', async ({
  page,
}) => {
  expect(physicalInCss(cvPageCss('A4'), true)).toEqual([]);
  const body =
    '<h2>التعليم</h2><ul><li class="entry"><p class="when">2020</p><div class="what">دكتوراه</div></li></ul>';
  const html = cvPageDocument({ body, title: 'نور حداد', lang: 'ar', paper: 'A4', faces: [] });
  expect(html).toContain('<html lang="ar" dir="rtl">');
  // Laid out: the dates' column where an Arabic line starts, on the right.
  await page.setContent(html);
  const when = (await page.locator('.when').boundingBox())!;
  const what = (await page.locator('.what').boundingBox())!;
  expect(when.x).toBeGreaterThan(what.x + what.width - 1);
});

test('the check of a stylesheet’s text finds each physical form, and lets logical and symmetric ones be', () => {
  const css = readFileSync(join(root, 'visual-tests/fixtures/i18n/sides.css'), 'utf8');
  expect(physicalInCss(css)).toEqual([
    '3 margin-left',
    '4 text-align: right',
    '7 padding: 0 0 4px 16px',
    '17 float: left',
  ]);
  expect(physicalInCss(css, true)).toEqual([
    '3 margin-left',
    '4 text-align: right',
    '7 padding: 0 0 4px 16px',
    '10 border-bottom',
    '13 width',
    '14 padding-top',
    '17 float: left',
  ]);
});
