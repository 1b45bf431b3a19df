// `npm run content-docs`: writes docs/content.md and docs/schemas/<kind>.schema.json from the content
// declarations (src/content/kinds.ts). A unit test fails when the committed copies differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { module: docs } = await runnerImport(path.join(root, 'tooling/content/kindDocs.ts'), {
  root,
  logLevel: 'silent',
});
const { module: kinds } = await runnerImport(path.join(root, 'src/content/kinds.ts'), { root, logLevel: 'silent' });

mkdirSync(path.join(root, 'docs/schemas'), { recursive: true });
writeFileSync(path.join(root, 'docs/content.md'), docs.contentTable());
for (const kind of kinds.kindNames) {
  writeFileSync(
    path.join(root, `docs/schemas/${kind}.schema.json`),
    `${JSON.stringify(docs.jsonSchemaOf(kind), null, 2)}\n`,
  );
}
console.log(`content-docs: docs/content.md and ${kinds.kindNames.length} schemas in docs/schemas/`);
