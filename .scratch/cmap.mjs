import { runnerImport } from 'vite';
import { readFileSync } from 'node:fs';
const root = '/work/main';
const { module } = await runnerImport(root + '/tooling/plugins/fontSubset.ts', { root, logLevel: 'silent' });
for (const f of ['roboto-latin-400-normal.woff2', 'roboto-latin-ext-400-normal.woff2', 'roboto-latin-500-normal.woff2']) {
  const set = new Set(await module.cmap(readFileSync(root + '/node_modules/@fontsource/roboto/files/' + f)));
  console.log(f, 'U+2011', set.has(0x2011), 'U+00A0', set.has(0xa0));
}
