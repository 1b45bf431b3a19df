import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} SiteFolder
 * @property {string} dir         the folder, absolute
 * @property {string} name        as given or found, relative to the root: 'site', 'sample', …
 * @property {string} contentDir  <dir>/content: profile.ts, publications.bib, …
 * @property {string} publicDir   <dir>/public: images, files, favicon, served as they are
 */

/**
 * The site the build, the dev server and the checks read, decided here only: $SITE_DIR (relative to
 * the root) when set, else the owner's site/ once it exists, else the template's sample/. So a fresh
 * clone shows the sample, and the template's own tests pin SITE_DIR=sample whatever site/ holds.
 *
 * @param {string} root  the project root (where vite.config.ts lives)
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {SiteFolder}
 */
export function siteFolder(root, env = process.env) {
  const name = env.SITE_DIR || (existsSync(path.join(root, 'site')) ? 'site' : 'sample');
  const dir = path.resolve(root, name);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`SITE_DIR=${name}: no such folder (expected <folder>/content and <folder>/public)`);
  }
  return { dir, name, contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public') };
}
