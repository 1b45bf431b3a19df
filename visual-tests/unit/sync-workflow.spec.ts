import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { main } from '../../tooling/import/cli';
import { repoRoot } from '../support/buildOutput';
import { runCommand } from '../support/commandOutput';
import { startRecordedServices, type RecordedServices } from '../support/recordedServices';

/*
 * sync.yml's two jobs, their shell steps taken from the workflow and run in temporary git repositories:
 * the first (npm, the import, the citations) with a fake npm that plants hooks and writes what it likes,
 * the second (the write token) in a fresh clone with a fake gh. The artifact between them is a folder copy.
 */

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Job {
  env?: Record<string, string | number>;
  steps: Step[];
}
const workflow = parse(readFileSync(path.join(repoRoot, '.github/workflows/sync.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};
const script = (job: string, name: string) => {
  const step = workflow.jobs[job]?.steps.find((s) => s.name === name);
  if (!step?.run) throw new Error(`sync.yml: no step "${name}" in job ${job}`);
  return step.run;
};

const token = 'ghs_the-write-token';
const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
};
const executable = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, 0o755);
};
/** A hook that records that it ran, with the token if it can see it. */
const hook = (leak: string) => `#!/bin/sh\necho "$(basename "$0") ran, token: $GH_TOKEN" >> '${leak}'\n`;

/** The owner's repository, as origin: a site with a .bib on main. */
function world() {
  const root = mkdtempSync(path.join(tmpdir(), 'sync-workflow-'));
  const origin = path.join(root, 'origin.git');
  git(root, 'init', '-q', '--bare', '-b', 'main', origin);
  const seed = path.join(root, 'seed');
  git(root, 'clone', '-q', origin, seed);
  mkdirSync(path.join(seed, 'site/content'), { recursive: true });
  writeFileSync(path.join(seed, 'site/content/profile.ts'), 'export const profile = {};\n');
  writeFileSync(
    path.join(seed, 'site/content/publications.bib'),
    '@misc{old2020,\n  title = {Old},\n  year = {2020}\n}\n',
  );
  git(seed, '-c', 'user.name=o', '-c', 'user.email=o@example.org', 'add', '.');
  git(seed, '-c', 'user.name=o', '-c', 'user.email=o@example.org', 'commit', '-q', '-m', 'site');
  git(seed, 'push', '-q', 'origin', 'main');
  return { root, origin, leak: path.join(root, 'leak.txt'), artifact: path.join(root, 'artifact') };
}

const bash = (cwd: string, text: string, env: Record<string, string>) =>
  spawnSync('bash', ['-e', '-c', text], { cwd, env: { PATH: process.env.PATH!, HOME: cwd, ...env }, encoding: 'utf8' });

/** Job 1: a checkout, a fake npm that writes the new files, plants hooks and prints the report; then the artifact. */
function readOnlyJob(w: ReturnType<typeof world>, report: string) {
  const work = path.join(w.root, 'job1');
  git(w.root, 'clone', '-q', w.origin, work);
  const bin = path.join(w.root, 'bin1');
  executable(
    path.join(bin, 'npm'),
    `#!/bin/bash
case "$*" in
  *import*)
    printf '@misc{new2026,\\n  title = {New},\\n  year = {2026}\\n}\\n' >> site/content/publications.bib
    for h in pre-commit commit-msg post-commit pre-push reference-transaction post-checkout; do
      printf '#!/bin/sh\\necho "$h ran, token: $GH_TOKEN" >> "${w.leak}"\\n' > .git/hooks/$h; chmod +x .git/hooks/$h
    done
    ln -s /etc/passwd site/content/passwd.bib
    cat <<'REPORT'
${report}
REPORT
    ;;
  *citations*) printf '{}\\n' > site/content/citations.json; echo 'citations: 0 counts' ;;
esac
`,
  );
  const env = {
    PATH: `${bin}:${process.env.PATH}`,
    RUNNER_TEMP: path.join(w.root, 'tmp1'),
    ORCID: '0000-0002-7000-001X',
    DBLP: '',
  };
  mkdirSync(env.RUNNER_TEMP);
  for (const name of ['Import new papers', 'Citation counts', 'Collect what changed']) {
    const run = bash(work, script('import', name), env);
    expect(run.status, `${name}: ${run.stderr}`).toBe(0);
  }
  // upload-artifact, then download-artifact: the folder as it was.
  cpSync(path.join(env.RUNNER_TEMP, 'sync'), w.artifact, { recursive: true, verbatimSymlinks: true });
}

/** Job 2: a fresh clone, the artifact, a fake gh; a hook of its own planted to show none runs. */
function writeJob(w: ReturnType<typeof world>) {
  const work = path.join(w.root, 'job2');
  git(w.root, 'clone', '-q', w.origin, work);
  executable(path.join(work, '.git/hooks/pre-commit'), hook(w.leak));
  executable(path.join(work, '.git/hooks/pre-push'), hook(w.leak));
  const temp = path.join(w.root, 'tmp2');
  cpSync(w.artifact, path.join(temp, 'sync'), { recursive: true, verbatimSymlinks: true });
  const bin = path.join(w.root, 'bin2');
  executable(
    path.join(bin, 'gh'),
    `#!/bin/bash\necho "gh $*" >> '${w.root}/gh.txt'\ncase "$1 $2" in\n  'pr list') echo 0 ;;\n  'pr create') cp "\${@: -1}" '${w.root}/body.md' ;;\nesac\n`,
  );
  const jobEnv = Object.fromEntries(
    Object.entries(workflow.jobs['pull-request']!.env ?? {}).map(([k, v]) => [k, String(v)]),
  );
  const env = {
    ...jobEnv,
    PATH: `${bin}:${process.env.PATH}`,
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: work,
    GITHUB_REF_NAME: 'main',
    GH_TOKEN: token,
  };
  const apply = bash(work, script('pull-request', 'Apply the changed files to site/content'), env);
  const open =
    apply.status === 0 ? bash(work, script('pull-request', 'Open or update the pull request'), env) : undefined;
  return { work, apply, open };
}

test.describe('sync.yml: the write token never meets the import’s code', () => {
  test('a hook planted by the import never runs in the job that holds the token; the pull request carries the new files', () => {
    const w = world();
    readOnlyJob(w, 'publications.bib: 1 entries');
    const { apply, open } = writeJob(w);
    expect(apply.status, apply.stderr).toBe(0);
    expect(apply.stdout).toBe(
      'site/content: site/content/citations.json\nsite/content: site/content/publications.bib\n',
    );
    expect(open!.status, open!.stderr).toBe(0);
    expect(existsSync(w.leak)).toBe(false);
    expect(git(w.origin, 'show', 'sync/publications:site/content/publications.bib')).toBe(
      '@misc{old2020,\n  title = {Old},\n  year = {2020}\n}\n@misc{new2026,\n  title = {New},\n  year = {2026}\n}\n',
    );
    expect(git(w.origin, 'show', 'sync/publications:site/content/citations.json')).toBe('{}\n');
    // The import's symbolic link was not taken; nothing outside site/content changed.
    expect(git(w.origin, 'diff', '--name-only', 'main', 'sync/publications')).toBe(
      'site/content/citations.json\nsite/content/publications.bib\n',
    );
    expect(readFileSync(path.join(w.root, 'gh.txt'), 'utf8')).toContain(
      'gh pr create --base main --head sync/publications',
    );
  });

  const hostile: Array<[string, (artifact: string) => void, RegExp]> = [
    [
      'a hook beside site/content',
      (a) => writeFileSync(path.join(a, 'files/.git-hook'), 'x'),
      /outside site\/content\/: files\/\.git-hook/,
    ],
    [
      'a workflow',
      (a) => {
        mkdirSync(path.join(a, 'files/.github/workflows'), { recursive: true });
        writeFileSync(path.join(a, 'files/.github/workflows/pwn.yml'), 'on: push');
      },
      /outside site\/content\/: files\/\.github\/workflows\/pwn\.yml/,
    ],
    [
      'a symbolic link',
      (a) => symlinkSync('/etc/passwd', path.join(a, 'files/site/content/passwd.bib')),
      /not a regular file: files\/site\/content\/passwd\.bib/,
    ],
    [
      'a dot file',
      (a) => writeFileSync(path.join(a, 'files/site/content/.gitattributes'), '* filter=x'),
      /not a plain path under site\/content\/: site\/content\/\.gitattributes/,
    ],
    [
      'a name with a line break',
      (a) => writeFileSync(path.join(a, 'files/site/content/a\nb.bib'), 'x'),
      /not a plain path under site\/content\/: \$'site\/content\/a\\nb\.bib'/,
    ],
    [
      'a report that is a link',
      (a) => {
        const report = path.join(a, 'report.txt');
        spawnSync('rm', [report]);
        symlinkSync('/etc/hostname', report);
      },
      /not a regular file: report\.txt/,
    ],
  ];
  for (const [what, plant, message] of hostile) {
    test(`the second job refuses ${what}, and applies nothing`, () => {
      const w = world();
      readOnlyJob(w, 'publications.bib: 1 entries');
      plant(w.artifact);
      const { work, apply, open } = writeJob(w);
      expect(apply.status).toBe(1);
      expect(apply.stdout).toMatch(message);
      expect(apply.stdout).toMatch(/^::error::Refused the first job's data: /);
      expect(open).toBeUndefined();
      expect(git(work, 'status', '--porcelain')).toBe('');
    });
  }
});

test.describe('sync.yml: the pull request’s body says what the report says', () => {
  let services: RecordedServices;
  test.beforeEach(async () => {
    services = await startRecordedServices();
  });
  test.afterEach(() => services.close());

  test('ORCID titles holding fences and mentions stay inside the report’s fence, one line each, mentioning nobody', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sync-report-'));
    writeFileSync(path.join(dir, 'publications.bib'), '');
    const run = await runCommand(() =>
      main(
        [
          '--bib',
          path.join(dir, 'publications.bib'),
          '--endpoints',
          services.endpoints,
          '--max',
          '1',
          '0000-0002-7000-001X',
        ],
        {},
        {
          trustedOrigins: [services.base],
        },
      ),
    );
    const report = (run.stdout + run.stderr).replaceAll(path.join(dir, 'publications.bib'), 'publications.bib');
    // Each title on one line, as the import prints it.
    expect(report.split('\n').slice(0, 4)).toEqual([
      'publications.bib: 0 entries',
      '0000-0002-7000-001X: 2 works on ORCID, 0 known by DOI or arXiv id (not asked for); asking for 1 of the other 2 (--max 1), not these 1:',
      '  Second ```` Paper ``` @another ![](https://evil.example/p.png)',
      '0000-0002-7000-001X/work/2700001: new → abawi2026gaze (@inproceedings, “Gaze Maps “` @someone look ![x](https://evil.example/x.png)”)',
    ]);
    const w = world();
    readOnlyJob(w, report.trimEnd());
    const { open } = writeJob(w);
    expect(open!.status, open!.stderr).toBe(0);
    const body = readFileSync(path.join(w.root, 'body.md'), 'utf8');
    const zwj = '\u200d';
    // The longest run of backticks in the report is four: the fence is five.
    expect(body.split('\n').slice(0, 5)).toEqual([
      'The monthly sync (.github/workflows/sync.yml) found this. Read the diff, then merge it:',
      'the deploy checks the site again on the merge.',
      '',
      '`````',
      'publications.bib: 0 entries',
    ]);
    expect(body.endsWith('\n`````\n')).toBe(true);
    const inside = body.split('\n').slice(4, -2);
    expect(inside.filter((line) => /^\s*`{3,}\s*$/.test(line))).toEqual([]);
    expect(inside).toContain(`  Second \`\`\`\` Paper \`\`\` @${zwj}another ![](https://evil.example/p.png)`);
    expect(inside).toContain(
      `0000-0002-7000-001X/work/2700001: new → abawi2026gaze (@${zwj}inproceedings, “Gaze Maps “\` @${zwj}someone look ![x](https://evil.example/x.png)”)`,
    );
    expect(inside.join('\n')).not.toMatch(/@(?!\u200d)/);
    // Nothing else changed: without the joiners, the report as printed (the fake citations' line after it).
    expect(inside.join('\n').replaceAll(zwj, '')).toBe(`${report.trimEnd()}\ncitations: 0 counts`);
  });
});
