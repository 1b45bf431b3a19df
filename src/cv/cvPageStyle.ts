import { palette, typeScale } from '../styles/tokens';
import { cvFaces, type CvPageFace } from './cvFiles';
import { htmlLanguage } from '../i18n/direction';

/*
 * The print stylesheet of the CV page (src/cv/CvPage.tsx): the site's type scale and colours, in points for
 * paper. Every side is logical (block-end, inline-size), so the page mirrors by its `dir` alone: in Arabic the
 * dates' column stands on the right, where a line starts. A string, not a stylesheet file: its values come from the tokens, and Chromium prints the page
 * alone, so the page carries its style (vanilla-extract's CSS goes to the client build's files only).
 */

/** The site's type scale (its phone sizes, in px) set in points for paper. */
const pt = (px: number) => Math.round(px * 0.66 * 10) / 10;
const size = (variant: keyof typeof typeScale) => `${pt(typeScale[variant].size[0])}pt`;
/** The faces, then the system's sans-serif for what they do not draw (Arabic, Chinese …), as the site's stacks end. */
const family = (faces: readonly string[]) => `${faces.map((f) => `"${f}"`).join(', ')}, sans-serif`;

const fontFace = ({ family: name, weight, woff }: CvPageFace) =>
  `@font-face{font-family:"${name}";font-weight:${weight};src:url(data:font/woff;base64,${woff}) format("woff")}`;

export const cvPageCss = (paper: 'A4' | 'LETTER') => `
@page { size: ${paper === 'A4' ? 'A4' : 'letter'}; margin: 48pt 56pt; }
* { margin: 0; padding: 0; box-sizing: border-box; }
html { font-family: ${family(cvFaces.body)}; font-size: ${size('body2')}; line-height: 1.4; color: ${palette.text};
  -webkit-print-color-adjust: exact; print-color-adjust: exact; text-rendering: geometricPrecision; }
a { color: ${palette.primary}; text-decoration: none; }
h1, h2 { font-family: ${family(cvFaces.display)}; font-weight: 600; color: ${palette.primary}; }
h1 { font-size: ${size('h1')}; line-height: ${typeScale.h1.lineHeight}; }
.role { font-size: ${size('h5')}; font-weight: 500; margin-block-start: 4pt; }
.links { display: flex; flex-wrap: wrap; column-gap: 12pt; margin-block-start: 6pt; font-size: ${size('small')}; }

section { margin-block-start: 18pt; }
h2 { font-size: ${size('h4')}; line-height: ${typeScale.h4.lineHeight}; padding-block-end: 3pt; margin-block-end: 8pt;
  border-block-end: 0.75pt solid ${palette.border}; break-after: avoid; }
ul { list-style: none; }
.entry { display: flex; margin-block-end: 8pt; break-inside: avoid; }
.when { inline-size: 92pt; flex-shrink: 0; color: ${palette.textMuted}; font-size: ${size('small')}; padding-block-start: 1pt; }
.what { flex: 1; }
.title { font-weight: 500; }
.muted, .legend { color: ${palette.textMuted}; }
.small, .legend { font-size: ${size('small')}; }
.legend { margin-block-start: 2pt; }
.name { white-space: nowrap; }
.owner { font-weight: 500; color: ${palette.text}; }
@media screen { body { max-inline-size: 42rem; margin: 1rem auto; }
  .notice { margin-block-end: 1rem; padding: 0.5rem; border: 1pt solid ${palette.primary}; } }
`;

/** The whole page: its language and title (the PDF's), the faces, the style, a notice when shown as a page, the body. */
export function cvPageDocument(o: {
  body: string;
  title: string;
  lang: string;
  paper: 'A4' | 'LETTER';
  faces: readonly CvPageFace[];
  notice?: string;
}): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const notice = o.notice ? `<p class="notice" role="alert">${escape(o.notice)}</p>` : '';
  return `<!doctype html><html ${htmlLanguage(o.lang, escape)}><head><meta charset="utf-8"><title>${escape(o.title)}</title><style>${o.faces.map(fontFace).join('')}${cvPageCss(o.paper)}</style></head><body>${notice}${o.body}</body></html>`;
}
