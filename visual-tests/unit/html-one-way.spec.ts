import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { bodyNodes, leadingLinks, staticDocument } from '../../tooling/generators/staticDocument';
import { tagElement } from '../../tooling/generators/headTags';
import { serializeOuter } from 'parse5';
import { stylesheetParts } from '../../tooling/generators/stylesheetParts';
import { escapeHtml, jsonLd } from '../../tooling/content/site/siteContent';

/** Text no page may let out of its place: a closing tag, a comment's start, both quotes, a line separator. */
const hostile = `</title><script>alert(1)</script><!-- "q" 'a' & \u2028`;

test.describe('HTML one way', () => {
  test('the static pages’ shell: the frame, the title as text, the tags from descriptors, the body’s hints in the head', () => {
    const { links, rest } = leadingLinks(
      bodyNodes('<link rel="preload" as="image" href="a.svg" fetchPriority="high"/><main><h1>A &amp; B</h1></main>'),
    );
    const html = staticDocument({
      locale: 'ar-EG',
      policy: "default-src 'none'",
      base: '../',
      script: 'theme()',
      title: hostile,
      head: [
        { tag: 'meta', attrs: { name: 'description', content: hostile } },
        links,
        { tag: 'script', attrs: { type: 'application/ld+json' }, children: jsonLd({ name: hostile }) },
      ],
      body: rest,
    });
    expect(html).toBe(`<!DOCTYPE html>
<html lang="ar-EG" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'">
<base href="../">
<script>theme()</script>
<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- "q" 'a' &amp; \u2028</title>
<meta name="description" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;q&quot; 'a' &amp; \u2028">
<link rel="preload" as="image" href="a.svg" fetchpriority="high">
<script type="application/ld+json">{
  "name": "\\u003c/title>\\u003cscript>alert(1)\\u003c/script>\\u003c!-- \\"q\\" 'a' & \\u2028"
}</script>
</head>
<body>
<main><h1>A &amp; B</h1></main>
</body>
</html>
`);
  });

  test('a left-to-right language has no dir; a body with no leading link adds no line to the head', () => {
    const html = staticDocument({
      locale: 'en',
      policy: "default-src 'none'",
      base: '../',
      script: '',
      title: 'T',
      head: [leadingLinks(bodyNodes('<p>x</p>')).links],
      body: [],
    });
    expect(html).toBe(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'">
<base href="../">
<script></script>
<title>T</title>
</head>
<body>
\n</body>
</html>
`);
  });

  test('a tag descriptor’s children are read as Vite writes them: a title’s references decoded, a script’s text as is', () => {
    const title = tagElement({ tag: 'title', children: escapeHtml(hostile) });
    expect(serializeOuter(title)).toBe(
      `<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- "q" 'a' &amp; \u2028</title>`,
    );
    const script = tagElement({ tag: 'script', attrs: { type: 'application/ld+json' }, children: '{"a":"&amp;"}' });
    expect(serializeOuter(script)).toBe('<script type="application/ld+json">{"a":"&amp;"}</script>');
  });

  test('the one escaper, for markup the build writes as a string (feeds, the sitemap, an SVG, the XMP)', () => {
    expect(escapeHtml(hostile)).toBe(
      `&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;q&quot; &#39;a&#39; &amp; \u2028`,
    );
    expect(jsonLd({ name: hostile })).toBe(
      `{\n  "name": "\\u003c/title>\\u003cscript>alert(1)\\u003c/script>\\u003c!-- \\"q\\" 'a' & \\u2028"\n}`,
    );
  });

  test('the stylesheet split by lightningcss: web fonts, the print blocks’ rules, the rest', () => {
    const css =
      '@font-face{font-family:A;src:url(a.woff2)}@font-face{font-family:B;src:local(Arial)}' +
      '@media print{nav{display:none}}@media print and (min-width:1px){p{color:red}}a{color:red}' +
      '@supports (display:grid){@media print{b{color:red}}}@media print{a{color:#000}}';
    expect(stylesheetParts(css)).toEqual({
      webFonts: '@font-face{font-family:A;src:url(a.woff2)}',
      print: 'nav{display:none}a{color:#000}',
      rest:
        '@font-face{font-family:B;src:local(Arial)}@media print and (width>=1px){p{color:red}}a{color:red}' +
        '@supports (display:grid){@media print{b{color:red}}}',
    });
  });

  test('no HTML is edited by a regular expression or a string cut in tooling/', () => {
    // Each with why it is not an edit of a page the build writes; anything else found here goes through the tree.
    const allowed: Record<string, { count: number; why: string }> = {
      'tooling/content/bib/bibFields.ts': {
        count: 2,
        why: 'the BibTeX parser’s own tags (<i>, <p>) taken out of text by name: a literal `<` in a title is text',
      },
      'tooling/content/bib/bibtex.ts': {
        count: 1,
        why: 'JATS tags taken out of an abstract’s text, where `<` may be text',
      },
      'tooling/content/markdown/markdown.ts': {
        count: 1,
        why: 'the name of a raw tag in a message',
      },
      'tooling/migrate/academicpages.ts': { count: 2, why: 'an old site’s Markdown source, converted, not written' },
      'tooling/migrate/hugoSections.ts': { count: 2, why: 'an old site’s Markdown source, converted, not written' },
      'tooling/import/xml.ts': { count: 1, why: 'an XML answer of a publisher’s API, read, not HTML' },
      'tooling/plugins/fontSubset.ts': {
        count: 1,
        why: 'CSS, not HTML: fonts.css’s latin @font-face repeated per subset (its lightningcss form is still to come)',
      },
      'tooling/content/markup/xmlMarkup.ts': {
        count: 1,
        why: 'an XML file’s declared encoding, read before it can be parsed',
      },
    };
    const found: Record<string, number> = {};
    for (const file of sourceFiles('tooling')) {
      const lines = markupCuts(file);
      if (lines.length) found[file] = lines.length;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(allowed).map(([file, { count }]) => [file, count])));
  });
});

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.posix.join(dir, name);
      return statSync(file).isDirectory() ? sourceFiles(file) : /\.(ts|mjs)$/.test(name) ? [file] : [];
    });

/**
 * A regex that finds markup: `<` then a tag's first letter, `/`, `!`, `\?` or `[^` (not a lookbehind's `(?<`), an
 * attribute's `="`, a character reference, or a stylesheet's at-rule.
 */
const markupRegex = /(?<!\(\?)<(?:[A-Za-z!/]|\\[/?]|\[\^)|="|&(?:amp|lt|gt|quot|#)|@(?:media|font-face)/;
/** A string that finds markup: `<` alone, or `<` then a tag's first letter, `/`, `!` or `?`; an at-rule. */
const markupString = /^<(?:[A-Za-z!?/]|$)|^@(?:media|font-face)/;

type AstNode = { type?: string; start: number; [key: string]: unknown };

/** The lines of `file` where markup is cut, replaced or split by a pattern (a regex or a string starting with `<`). */
function markupCuts(file: string): number[] {
  const source = readFileSync(file, 'utf8');
  const { program } = parseSync(file, source, { lang: file.endsWith('.ts') ? 'ts' : 'js' });
  const markupRegexNames = new Set<string>();
  const isMarkup = (node: AstNode | undefined): boolean => {
    if (!node) return false;
    if (node.type === 'Identifier') return markupRegexNames.has(node.name as string);
    if (node.type === 'Literal' && node.regex) return markupRegex.test((node.regex as { pattern: string }).pattern);
    if (node.type === 'Literal' && typeof node.value === 'string') return markupString.test(node.value);
    if (node.type === 'TemplateLiteral')
      return markupString.test((node.quasis as Array<{ value: { raw: string } }>)[0]!.value.raw);
    return false;
  };
  const cuts = new Set(['replace', 'replaceAll', 'split', 'indexOf', 'lastIndexOf', 'search', 'match', 'matchAll']);
  const lines: number[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n.type === 'VariableDeclarator' && (n.id as AstNode).type === 'Identifier' && isMarkup(n.init as AstNode))
      markupRegexNames.add((n.id as AstNode).name as string);
    const callee = n.callee as AstNode | undefined;
    if (n.type === 'CallExpression' && callee?.type === 'MemberExpression' && !callee.computed) {
      const method = (callee.property as AstNode).name as string;
      const [first] = n.arguments as AstNode[];
      if ((cuts.has(method) && isMarkup(first)) || (method === 'exec' && isMarkup(callee.object as AstNode)))
        lines.push(source.slice(0, n.start).split('\n').length);
    }
    for (const value of Object.values(n)) walk(value);
  };
  walk(program);
  return lines;
}
