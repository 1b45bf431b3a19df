import { join, resolve } from 'node:path';
import { checkContent, loadContent } from '../loadContent.ts';
import { placeIssue } from '../forms/contentForms.ts';
import { siteFolder } from '../siteFolder.mjs';
import { publicLabel } from '../markup/publicFolder.ts';
import { sampleLeftovers } from './sampleLeftovers.ts';
import { isError, formatIssue, type ContentIssue } from '../checks/validateContent.ts';

/**
 * Before an owner's deploy (`npm run check`): the site is the owner's, not the template's sample, and
 * it holds nothing of the sample. One list with the content check's errors, so the owner sees at once
 * everything still to do. The template's own demo deploy sets PUBLISH_SAMPLE=1.
 */

export interface Readiness {
  issues: ContentIssue[];
  /** Said when the guard is off on purpose. */
  note?: string;
}

const startHere =
  'run `npm run new-site -- --empty --name "Your Name"` (or `npm run new-site` to start from a copy of the sample), ' +
  'fill in site/ and commit it. To publish the sample as the template’s demo, set PUBLISH_SAMPLE=1';

export async function publishReadiness(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Readiness> {
  if (env.PUBLISH_SAMPLE === '1')
    return { issues: [], note: 'PUBLISH_SAMPLE=1: publishing whatever the site holds, the sample included' };
  const site = siteFolder(root, env);
  const location = { root, contentDir: resolve(root, env.CONTENT_DIR || site.contentDir), publicDir: site.publicDir };
  const sampleDir = join(root, 'sample');
  const sample = { contentDir: join(sampleDir, 'content'), publicDir: join(sampleDir, 'public') };
  if (resolve(location.contentDir) === resolve(sample.contentDir))
    return {
      issues: [{ file: 'site', problem: `missing: this is the template’s sample, not your site: ${startHere}` }],
    };
  const checked = await checkContent(location);
  const sampleModules = (await loadContent({ root, ...sample })).modules;
  const labels = {
    content: publicLabel(root, location.contentDir),
    public: publicLabel(root, location.publicDir),
  };
  const leftovers = sampleLeftovers(
    { modules: checked.modules, ...location },
    { modules: sampleModules, ...sample },
    labels,
  ).map((issue) =>
    // A kind kept as YAML or Markdown is named at its own file and line, as the content check names it.
    Object.entries(checked.origins).reduce(
      (placed, [file, origin]) => placeIssue(placed, `${labels.content}/${file}`, origin),
      issue,
    ),
  );
  return { issues: [...checked.issues.filter(isError), ...leftovers] };
}

/** The list an owner reads, or the one line that says the site may go out. */
export function readinessReport({ issues, note }: Readiness): string {
  if (note) return `Ready to publish: ${note}.`;
  if (issues.length === 0) return 'Ready to publish: nothing of the sample, no content error.';
  return [
    `Not ready to publish (${issues.length} to do):`,
    ...issues.map((issue) => `  ${formatIssue(issue)}`),
    'Nothing was built or published. Fix each line, then run `npm run check` again.',
  ].join('\n');
}
