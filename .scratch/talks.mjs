import { runnerImport } from 'vite';
import { mkdtempSync, copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const root = '/work/main';
const { module } = await runnerImport(root + '/tooling/content/publications.ts', { root, logLevel: 'silent' });
for (const f of readdirSync('/work/shared/realbib').filter((f) => f.endsWith('.bib'))) {
  const dir = mkdtempSync(join(tmpdir(), 'rb-'));
  copyFileSync(join('/work/shared/realbib', f), join(dir, 'publications.bib'));
  const r = module.readPublications(dir, 'site/content', {}, join(root, 'sample/public'));
  console.log(f, 'papers', r.publications.length, 'talks', r.talks.length, r.talks.map((t) => `${t.title} [${t.type ?? '-'}] @ ${t.event}`).join(' | '));
}
