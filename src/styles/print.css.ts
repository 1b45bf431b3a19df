import { globalStyle } from '@vanilla-extract/css';
import { spacingUnit, typeScale } from './tokens';

/*
 * Print: any page, and About in particular, prints as a clean CV. The rules
 * key on semantics (landmarks, buttons, [data-print]) rather than on
 * component classes, so a new component prints sensibly without knowing about
 * this file. Screen styles are untouched: every rule sits in `@media print`.
 *
 * Literal black and white on purpose: print ignores the palette (and browsers
 * drop background colours when printing anyway).
 */
const print = (rules: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rules } });

const ink = '#000';
const paper = '#fff';
/** Hairlines (chips, timeline dots) in grey, so text stays the darkest thing on the page. */
const rule = '#888';

globalStyle('html, body', print({ background: paper, color: ink }));

globalStyle(
  '*, *::before, *::after',
  print({
    color: `${ink} !important`,
    boxShadow: 'none !important',
    textShadow: 'none !important',
    transition: 'none !important',
    animation: 'none !important',
  }),
);

// No navigation (main bar, table of contents), no site footer, no buttons or button-like links.
globalStyle(
  'nav, footer:not(main *), button, [role="button"], [data-print="hide"]',
  print({ display: 'none !important' }),
);

// The site header stays only as the CV's letterhead: the owner's name. (!important: the
// header's own classes are more specific than these element selectors.)
globalStyle(
  'header:not(main *)',
  print({ background: 'none', border: '0 !important', position: 'static !important' as 'static' }),
);
globalStyle('header:not(main *) > *', print({ minHeight: '0 !important', padding: '0 !important' }));
globalStyle(
  'header:not(main *) a',
  print({
    fontSize: `${typeScale.h1.size[0]}px !important`,
    textTransform: 'none !important' as 'none',
    letterSpacing: 'normal !important',
    textDecoration: 'none !important',
  }),
);

// The paper's width and length: no screen-height shell (it would add a blank last page), no
// boxes or shadows, and the About columns (table of contents | sections) become one flow.
// Grid containers also confuse Chromium's page breaking (entries overlapped the next section).
globalStyle('body, #root, #root > *', print({ minHeight: '0 !important' }));
globalStyle('main', print({ maxWidth: 'none !important', padding: '0 !important', margin: '0 !important' }));
globalStyle('main :has(> section), main :has(> nav)', print({ display: 'block !important' }));
globalStyle(
  'main section, main article',
  print({
    border: '0 !important',
    borderRadius: '0 !important',
    padding: '0 !important',
    background: 'none !important',
  }),
);
globalStyle('main section + section', print({ marginTop: `${spacingUnit * 4}px !important` }));
globalStyle('*, *::before, *::after', print({ borderColor: `${rule} !important` }));
globalStyle('main img', print({ filter: 'grayscale(1)' }));
// Section titles' accent rule is a background, which print drops: its empty box would only indent the title.
globalStyle('main section > h2::before', print({ display: 'none !important' }));

// Links read as text on paper, with their address after them.
globalStyle('a', print({ textDecoration: 'underline' }));
// A link styled as a button (a pill with an icon) prints as a plain text link, so its address can wrap.
globalStyle(
  'main a',
  print({
    border: '0 !important',
    padding: '0 !important',
    minHeight: '0 !important',
    height: 'auto !important',
    whiteSpace: 'normal !important' as 'normal',
    overflow: 'visible !important',
  }),
);
globalStyle('main a [aria-hidden="true"]', print({ display: 'none !important' }));
globalStyle(
  'main a[href^="http"]::after',
  print({
    content: '" (" attr(href) ")"',
    fontSize: '0.85em',
    fontWeight: 400,
    overflowWrap: 'anywhere',
    textDecoration: 'none',
  }),
);

// An entry (a list item, a card) is never split across two pages; a heading stays with what follows.
globalStyle('li, article, figure, img, tr, [data-print="keep"]', print({ breakInside: 'avoid' }));
globalStyle('h1, h2, h3, h4, h5, h6', print({ breakAfter: 'avoid', breakInside: 'avoid' }));
globalStyle('p', print({ orphans: 3, widows: 3 }));
