import { parse } from 'parse5';
import { elements } from '../../html/htmlDocument.ts';
import { elementProblem } from './markupRules.ts';
import type { MarkupFinding } from './xmlMarkup.ts';

/**
 * An HTML file of public/ read by parse5 as a browser reads it (the same tree, foreign SVG and MathML
 * included), then checked by markupRules.ts: the first problem, with its line.
 */
export function htmlMarkupProblem(text: string): MarkupFinding | undefined {
  const doc = parse(text, { sourceCodeLocationInfo: true });
  for (const el of elements(doc)) {
    const attributes = el.attrs.map((a) => ({
      name: a.prefix ? `${a.prefix}:${a.name}` : a.name,
      local: a.name.split(':').pop()!,
      value: a.value,
    }));
    const problem = elementProblem({ name: el.tagName, local: el.tagName, namespace: el.namespaceURI, attributes });
    if (problem) return { line: el.sourceCodeLocation?.startLine ?? 1, problem };
  }
  return undefined;
}
