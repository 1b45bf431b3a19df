// `npm run new-site`: starts the owner's site/ as a copy of the template's sample/, to edit from there.
// site/ is the owner's alone: the template never has one, so taking a template update never writes there.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.join(root, 'site');

if (existsSync(site)) {
  console.error('new-site: site/ already exists; nothing was changed. Edit it, or remove it to start again.');
  process.exit(1);
}
for (const part of ['content', 'public']) {
  cpSync(path.join(root, 'sample', part), path.join(site, part), { recursive: true });
}
// The content files, from their declarations (docs/content.md, which `npm run content-docs` writes from
// src/content/kinds.ts; read as text, so this runs before `npm ci`): what the copy holds, and what it may add.
const table = readFileSync(path.join(root, 'docs/content.md'), 'utf8');
const files = [...table.matchAll(/^\| `([\w.-]+\.ts)`/gm)].map((match) => String(match[1]));
const copied = files.filter((file) => existsSync(path.join(site, 'content', file)));
const more = files.filter((file) => !copied.includes(file));
console.log(
  [
    'new-site: site/ is a copy of the sample. From now on the build, `npm start` and `npm run check` use it.',
    `  site/content/  ${[...copied, 'publications.bib'].join(', ')}`,
    ...(more.length ? [`                you may add: ${more.join(', ')} (docs/content.md: what each holds)`] : []),
    '  site/public/   images, files (your CV, papers) and favicon.svg',
    'Commit site/ to your repository; leave sample/ as it is (template updates change it).',
  ].join('\n'),
);
