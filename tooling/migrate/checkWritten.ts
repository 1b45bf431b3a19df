import { join, relative } from 'node:path';
import { checkContent } from '../content/loadContent.ts';
import type { ContentIssue } from '../content/checks/validateContent.ts';

/**
 * The build's content check on what was just written, in-process, each file named under the folder
 * written (`site/content/profile.ts`), so the report holds what `npm run build` would say, once.
 */
export async function checkWritten(root: string, outDir: string, outLabel: string): Promise<ContentIssue[]> {
  const contentDir = join(outDir, 'content');
  const publicDir = join(outDir, 'public');
  let issues: ContentIssue[];
  try {
    ({ issues } = await checkContent({ root, contentDir, publicDir }));
  } catch (error) {
    // What was written stays; the owner learns the check did not run, and `npm run build` will say why.
    const first = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    // No path of this machine in the report, which the site's repository keeps.
    const why = first.split(outDir).join(outLabel).split(root).join('.');
    return [
      { file: `${outLabel}/content`, problem: `the content check could not run here (${why}): run \`npm run build\`` },
    ];
  }
  // The check names files from the root; a site outside the checkout is named by its own folder instead.
  const labels = [contentDir, publicDir].map((dir) => [relative(root, dir).split('\\').join('/'), dir] as const);
  return issues.map((issue) => {
    const [from, dir] = labels.find(([label]) => issue.file === label || issue.file.startsWith(`${label}/`)) ?? [];
    if (from === undefined || dir === undefined) return issue;
    return { ...issue, file: `${outLabel}/${relative(outDir, dir)}${issue.file.slice(from.length)}` };
  });
}
