// `npm run content-docs`: writes docs/content.md, docs/schemas/<kind>.schema.json and AGENTS.md (with its
// pointers for each agent's file name) from the content
// declarations (src/content/kinds.ts). A unit test fails when the committed copies differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { module: docs } = await runnerImport(path.join(root, 'tooling/content/docs/kindDocs.ts'), {
  root,
  logLevel: 'silent',
});
const { module: kinds } = await runnerImport(path.join(root, 'src/content/kinds.ts'), { root, logLevel: 'silent' });

mkdirSync(path.join(root, 'docs/schemas'), { recursive: true });
writeFileSync(path.join(root, 'docs/content.md'), docs.contentTable());
const { module: agents } = await runnerImport(path.join(root, 'tooling/content/docs/agentsGuide.ts'), {
  root,
  logLevel: 'silent',
});
writeFileSync(path.join(root, 'AGENTS.md'), agents.agentsGuide());
for (const file of agents.agentPointerFiles) writeFileSync(path.join(root, file), agents.agentPointer(file));
for (const kind of kinds.kindNames) {
  writeFileSync(
    path.join(root, `docs/schemas/${kind}.schema.json`),
    `${JSON.stringify(docs.jsonSchemaOf(kind), null, 2)}\n`,
  );
}
console.log(
  `content-docs: docs/content.md, ${kinds.kindNames.length} schemas in docs/schemas/, AGENTS.md and ${agents.agentPointerFiles.join(', ')}`,
);
