// `npm run new-site`: starts the owner's site/ as a copy of the template's sample/, to edit from there;
// `npm run new-site -- --empty --name "Ada Okafor"` starts it empty: a profile to fill in, nothing of the sample.
// site/ is the owner's alone: the template never has one, so taking a template update never writes there.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { emptyProfile, initialsIcon } from './emptySite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.join(root, 'site');
const { values: options } = parseArgs({ options: { empty: { type: 'boolean' }, name: { type: 'string' } } });
const load = async (/** @type {string} */ file) =>
  (await runnerImport(path.join(root, file), { root, logLevel: 'silent' })).module;

if (existsSync(site)) {
  console.error('new-site: site/ already exists; nothing was changed. Edit it, or remove it to start again.');
  process.exit(1);
}
// The content files, from their declarations: what the copy holds, and the kinds it may add.
const { contentKinds, offeredForms } = await load('src/content/kinds.ts');
const files = Object.values(contentKinds).map((kind) => kind.file);
/** A kind the owner may add, in the forms offered (Markdown files for news, YAML for lists, or TypeScript). */
const offered = (/** @type {string} */ file) =>
  offeredForms(Object.values(contentKinds).find((kind) => kind.file === file)).join(' or ');

if (options.empty) {
  let name = options.name?.trim();
  if (!name && process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    name = (await prompt.question('Your name, as the site shows it: ')).trim();
    prompt.close();
  }
  if (!name) {
    console.error('new-site: --empty needs your name: npm run new-site -- --empty --name "Your Name"');
    process.exit(1);
  }
  const { palette } = await load('src/styles/tokens.ts');
  mkdirSync(path.join(site, 'content'), { recursive: true });
  mkdirSync(path.join(site, 'public/images'), { recursive: true });
  writeFileSync(path.join(site, 'content/profile.ts'), emptyProfile(name));
  writeFileSync(path.join(site, 'public/favicon.svg'), initialsIcon(name, palette));
  console.log(
    [
      `new-site: site/ is ${name}'s, empty. From now on the build, \`npm start\` and \`npm run check\` use it.`,
      '  site/content/  profile.ts: fill in each blank field (`npm run check` lists those left)',
      `                 you may add: ${[...files.filter((f) => f !== 'profile.ts').map(offered), 'publications.bib'].join(', ')} (docs/content.md: what each holds)`,
      '  site/public/   favicon.svg (your initials: replace it when you like); your photo goes in images/',
      'Commit site/ to your repository; leave sample/ as it is (template updates change it).',
    ].join('\n'),
  );
  process.exit(0);
}

for (const part of ['content', 'public']) {
  cpSync(path.join(root, 'sample', part), path.join(site, part), { recursive: true });
}
const copied = files.filter((file) => existsSync(path.join(site, 'content', file)));
const more = files.filter((file) => !copied.includes(file));
console.log(
  [
    'new-site: site/ is a copy of the sample. From now on the build, `npm start` and `npm run check` use it.',
    `  site/content/  ${[...copied, 'publications.bib'].join(', ')}`,
    ...(more.length
      ? [`                you may add: ${more.map(offered).join(', ')} (docs/content.md: what each holds)`]
      : []),
    '  site/public/   images, files (your CV, papers) and favicon.svg',
    'Replace every entry and file of the sample with your own: `npm run check` (what the deploy runs) lists',
    'what is still the sample’s, and refuses to publish it.',
    'Commit site/ to your repository; leave sample/ as it is (template updates change it).',
  ].join('\n'),
);
