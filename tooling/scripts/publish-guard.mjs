// The first step of `npm run check` (what the deploy runs): refuses to go on when the site is the
// template's sample or still holds any of it, listing with the content's errors all there is to do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { module: guard } = await runnerImport(path.join(root, 'tooling/content/commands/publishGuard.ts'), {
  root,
  logLevel: 'silent',
});
const readiness = await guard.publishReadiness(root);
const report = guard.readinessReport(readiness);
if (readiness.issues.length > 0) {
  console.error(report);
  process.exit(1);
}
console.log(report);
