// Measures the metric-matched fallback faces for src/styles/fonts.css:
// `node tooling/scripts/fallback-metrics.mjs` prints the @font-face rules. Each web
// font is compared with Arial (or its metric twin Liberation Sans) in Chromium:
// size-adjust makes a typical line of text the same width, and the ascent and
// descent overrides give the same line box, so the late swap to the web font
// (font-display: swap) moves nothing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { closedNetworkArgs, systemChromium } from '../browser/chromium.mjs';

const require = createRequire(import.meta.url);
/** @type {Array<{ family: string; weight: number; local: 'regular' | 'bold' }>} */
const faces = [
  { family: 'Roboto', weight: 400, local: 'regular' },
  { family: 'Roboto', weight: 500, local: 'regular' },
  { family: 'Montserrat', weight: 600, local: 'bold' },
  { family: 'Nunito', weight: 700, local: 'bold' },
];
const locals = {
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'Helvetica'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Helvetica Bold'],
};
// Running text of the kind the site shows, so the average glyph width is representative.
const sample =
  'I am a fourth-year PhD student at the Interactive Robotics Lab. I study how people and robots come to trust ' +
  'each other when they share a workspace, and how a robot can explain what it is about to do. HOME ABOUT 2024';

const woff2 = (/** @type {{ family: string; weight: number }} */ { family, weight }) => {
  const name = family.toLowerCase();
  return readFileSync(require.resolve(`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff2`)).toString(
    'base64',
  );
};

const browser = await chromium.launch({ executablePath: systemChromium(), args: closedNetworkArgs });
const page = await browser.newPage();
/** @type {string[]} */
const rules = [];
for (const face of faces) {
  const m = await page.evaluate(
    async ({ face, data, localNames, sample }) => {
      const web = new FontFace('Web', `url(data:font/woff2;base64,${data})`, { weight: String(face.weight) });
      const fallback = new FontFace('Local', localNames.map((/** @type {string} */ n) => `local('${n}')`).join(', '), {
        weight: String(face.weight),
      });
      document.fonts.add(await web.load());
      document.fonts.add(await fallback.load());
      const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
      const measure = (/** @type {string} */ family) => {
        ctx.font = `${face.weight} 100px ${family}`;
        const t = ctx.measureText(sample);
        return { width: t.width, ascent: t.fontBoundingBoxAscent, descent: t.fontBoundingBoxDescent };
      };
      return { web: measure('Web'), local: measure('Local') };
    },
    { face, data: woff2(face), localNames: locals[face.local], sample },
  );
  const sizeAdjust = m.web.width / m.local.width;
  const pct = (/** @type {number} */ v) => `${(v * 100).toFixed(2)}%`;
  rules.push(
    [
      '@font-face {',
      `  font-family: '${face.family} Fallback';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      `  src: ${locals[face.local].map((n) => `local('${n}')`).join(', ')};`,
      `  size-adjust: ${pct(sizeAdjust)};`,
      `  ascent-override: ${pct(m.web.ascent / 100 / sizeAdjust)};`,
      `  descent-override: ${pct(m.web.descent / 100 / sizeAdjust)};`,
      '  line-gap-override: 0%;',
      '}',
    ].join('\n'),
  );
}
await browser.close();
console.log(rules.join('\n'));
