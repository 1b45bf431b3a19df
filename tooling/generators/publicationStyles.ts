import {
  breakpoints,
  fontFamilies,
  palettes,
  radii,
  type Palette,
  spacingUnit,
  typeScale,
  type TypeVariantName,
} from '../../src/styles/tokens.ts';

/** A self-hosted face the site's bundle already ships, as a URL relative to publications/. */
export interface BundledFace {
  family: string;
  weight: number;
  url: string;
  /** What the file draws, for a subset beyond latin: the page fetches it only for those letters. */
  unicodeRange?: string;
}

const space = (steps: number) => `${steps * spacingUnit}px`;

/** The palette as custom properties (`primaryLight` → `--primary-light`), so one rule set serves both themes. */
const colorVars = (selector: string, colors: Palette) =>
  `${selector} { ${Object.entries(colors)
    .map(([role, value]) => `--${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(' ')} }`;

function type(variant: TypeVariantName): string {
  const v = typeScale[variant];
  return `font-family: ${fontFamilies[v.family]}; font-weight: ${v.weight}; font-size: ${v.size[1]}px; line-height: ${v.lineHeight};`;
}

/**
 * The publication pages' one stylesheet, written from the same tokens as the
 * site (a static file: these pages load no JavaScript and no vanilla-extract).
 */
export function publicationCss(faces: readonly BundledFace[]): string {
  const fontFaces = faces
    .map(
      (f) =>
        `@font-face { font-family: '${f.family}'; font-weight: ${f.weight}; font-style: normal; font-display: swap; src: url('${f.url}') format('woff2');${f.unicodeRange ? ` unicode-range: ${f.unicodeRange};` : ''} }`,
    )
    .join('\n');
  return `${fontFaces}
*, *::before, *::after { box-sizing: border-box; }
${colorVars(':root', palettes.light)} html { color-scheme: light; -webkit-text-size-adjust: 100%; }
@media screen and (prefers-color-scheme: dark) { ${colorVars(':root', palettes.dark)} html { color-scheme: dark; } }
body { margin: 0; background: var(--background); color: var(--text); ${type('body1')} }
a { color: var(--primary); text-underline-offset: 0.18em; }
a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.site { background: var(--paper); border-bottom: 1px solid var(--border); padding: ${space(2)} ${space(3)}; }
.site a { ${type('h6')} text-decoration: none; letter-spacing: ${typeScale.h6.letterSpacing}; text-transform: uppercase; }
main { max-width: ${space(90)}; margin: 0 auto; padding: ${space(4)} ${space(3)} ${space(8)}; }
article { background: var(--paper); border: 1px solid var(--border); border-radius: ${radii.lg}px; padding: ${space(4)}; }
h1 { ${type('h2')} color: var(--primary); margin: 0 0 ${space(2)}; }
h2 { ${type('h4')} margin: ${space(4)} 0 ${space(1)}; }
p { margin: 0 0 ${space(1)}; }
.kind { ${type('small')} color: var(--secondary-dark); font-weight: 500; text-transform: uppercase; letter-spacing: 0.06em; }
.authors { font-weight: 500; }
.venue { color: var(--text-muted); }
.figure { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; object-fit: cover; border-radius: ${radii.md}px; margin: ${space(3)} 0; background: var(--background); }
.links { list-style: none; padding: 0; margin: ${space(2)} 0; display: flex; flex-wrap: wrap; gap: ${space(1)}; }
.links a { display: inline-block; ${type('button')} padding: ${space(1)} ${space(2)}; border-radius: ${radii.pill}px; background: var(--primary); color: var(--primary-contrast); text-decoration: none; }
.links a:hover { background: var(--primary-light); }
.bibtex { ${type('small')} font-family: ${fontFamilies.mono}; background: var(--background); border: 1px solid var(--border); border-radius: ${radii.sm}px; padding: ${space(2)}; white-space: pre-wrap; overflow-wrap: anywhere; }
.back { margin-top: ${space(4)}; }
.list h1 { ${type('h1')} }
.list .lead { color: var(--text-muted); margin-bottom: ${space(3)}; }
.list h2 { ${type('h2')} margin: ${space(5)} 0 ${space(2)}; padding-bottom: ${space(1)}; border-bottom: 1px solid var(--border); }
.list article { padding: ${space(2)} ${space(3)}; margin-bottom: ${space(2)}; }
.list h3 { ${type('h5')} margin: 0 0 ${space(0.5)}; }
.list h3 a { text-decoration: none; }
.list h3 a:hover { text-decoration: underline; }
@media (max-width: ${breakpoints.sm - 1}px) {
  main { padding: ${space(2)} ${space(1)} ${space(4)}; }
  article, .list article { padding: ${space(2)}; }
  h1 { font-size: ${typeScale.h2.size[0]}px; }
}
@media print {
  body, article, .site { background: #fff; color: #000; border: 0; }
  .links a { background: none; color: #000; padding: 0; }
  a[href^="http"]::after { content: " (" attr(href) ")"; }
}
`;
}
