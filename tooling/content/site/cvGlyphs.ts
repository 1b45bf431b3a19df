import type { CvText } from '../../../src/cv/cvFiles.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/**
 * The letters the CV's fonts cannot draw (a CJK name, say), one warning per field: the PDF leaves
 * them blank, the site shows them in the visitor's own fonts. A warning, not an error: the rest reads.
 */
export function cvGlyphIssues(
  texts: readonly CvText[],
  covered: ReadonlySet<number>,
  contentLabel: string,
): ContentIssue[] {
  return texts.flatMap(({ file, entry, field, text }) => {
    const missing = [
      ...new Set([...text].filter((ch) => ch.codePointAt(0)! >= 0x20 && !covered.has(ch.codePointAt(0)!))),
    ];
    if (missing.length === 0) return [];
    return [
      {
        file: `${contentLabel}/${file}`,
        entry,
        field,
        problem: `the CV's fonts have no ${missing.map((ch) => `"${ch}"`).join(', ')}: left blank in the PDF (the site shows them)`,
        severity: 'warning' as const,
      },
    ];
  });
}
