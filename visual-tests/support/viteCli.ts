import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('vite/package.json');
const { bin } = require(manifest) as { bin: { vite: string } };

/** Vite's command-line script, found through its package's `bin` entry: run it as `node viteCli …`. */
export const viteCli = path.join(path.dirname(manifest), bin.vite);
