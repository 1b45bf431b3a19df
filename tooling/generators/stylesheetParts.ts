import { transform } from 'lightningcss';
import type { MediaQuery, Rule, Visitor } from 'lightningcss';

/** Which part of index.html's stylesheet a top-level rule goes to. */
type Part = 'webFonts' | 'print' | 'rest';

/** `@media print` alone (not `print and (…)`, not a list): rules a screen never applies. */
const isPrint = (query: MediaQuery) => query.mediaType === 'print' && !query.qualifier && !query.condition;

function partOf(rule: Rule): Part {
  // A web font is fetched; the metric-matched fallback faces (local() only) are not, and set the first paint's text.
  if (rule.type === 'font-face')
    return rule.value.properties.some((p) => p.type === 'source' && p.value.some((s) => s.type === 'url'))
      ? 'webFonts'
      : 'rest';
  const queries = rule.type === 'media' ? rule.value.query.mediaQueries : [];
  return queries.length === 1 && isPrint(queries[0]!) ? 'print' : 'rest';
}

/** Where a rule starts in the source: the one key the visitor can match a top-level rule by, at any depth. */
const startOf = (rule: Rule) => {
  const loc =
    'value' in rule && rule.value && typeof rule.value === 'object' && 'loc' in rule.value ? rule.value.loc : undefined;
  return loc ? `${loc.line}:${loc.column}` : undefined;
};

/**
 * The stylesheet, minified, with only the top-level rules of one part. The visitor removes rules and never returns
 * one it changed: lightningcss 1.33 cannot read back a style rule's tree (a `var()`'s `from: null`).
 */
function partText(css: string, part: Part): string {
  let topLevel = new Set<string | undefined>();
  const visitor: Visitor<never> = {
    StyleSheet(sheet) {
      topLevel = new Set(sheet.rules.map(startOf));
    },
    Rule: (rule) => (topLevel.has(startOf(rule)) && partOf(rule) !== part ? [] : undefined),
    // `@media print` made `@media all`, which the minifier unwraps: the print file holds the rules alone.
    ...(part === 'print' ? { MediaQuery: (q: MediaQuery) => (isPrint(q) ? { ...q, mediaType: 'all' } : q) } : {}),
  };
  return transform({ filename: 'index.css', code: Buffer.from(css), minify: true, visitor }).code.toString();
}

/**
 * index.html's stylesheet in three parts, as lightningcss parses it: the web fonts' @font-face rules (those with a
 * url()), which wait until after the first paint; the rules of the `@media print` blocks, for a file of their own
 * (a screen's first paint needs none of them); and the rest, inline.
 */
export const stylesheetParts = (css: string): Record<Part, string> => ({
  webFonts: partText(css, 'webFonts'),
  print: partText(css, 'print'),
  rest: partText(css, 'rest'),
});
