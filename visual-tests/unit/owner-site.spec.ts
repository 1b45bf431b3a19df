import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { contentKinds } from '../../src/content/kinds';
import { ownerProfile } from '../fixtures/ownerProfile';
import { repoRoot } from '../support/buildOutput';
import { buildAndCheck, copyProject, ownerCopy, run } from '../support/ownerCopy';
import { viteCli } from '../support/viteCli';

/*
 * The template as an owner uses it, in a copy of the project in a temporary folder: `npm run
 * new-site`, their own content in site/ (another name, photo, projects and .bib), the build and
 * the owner's checks; and a template update merged into that copy with git.
 */

const fixtures = path.join(repoRoot, 'visual-tests/fixtures/owner-site');

function git(cwd: string, ...args: string[]) {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Owner',
      GIT_AUTHOR_EMAIL: 'owner@example.org',
      GIT_COMMITTER_NAME: 'Owner',
      GIT_COMMITTER_EMAIL: 'owner@example.org',
    },
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const edit = (file: string, from: string | RegExp, to: string) => {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  expect(after, `${file}: "${from}" replaced`).not.toBe(before);
  writeFileSync(file, after);
};

const ownerProjects = (image: string) => `import type { Project } from '../../src/content/types';

export const currentProjects: Project[] = [
  {
    id: 'fatigue-sensing',
    title: 'Sensing Fatigue in Shared Control',
    description: 'How a teleoperated arm can notice that its operator is tired, and what it should do then.',
    details: 'Teleoperation Lab',
    date: '2025-10',
    image: '${image}',
    hoverImage: 'images/work/project-hover.svg',
    alt: 'A yellow circle on a dark teal field',
    home: true,
  },
];

export const pastProjects: Project[] = [
  {
    id: 'haptic-cues',
    title: 'Haptic Cues for Teleoperation',
    description: 'Vibration patterns that tell an operator how close the gripper is to the object.',
    details: 'Master’s thesis',
    date: '2023-04',
    image: 'images/work/project-hover.svg',
    hoverImage: 'images/work/project.svg',
    alt: 'A dark teal circle on a yellow field',
  },
];

export const projectsLead = 'What I work on now, and before.';
`;

test.describe('An owner’s site in site/, in a copy of the project', () => {
  // One copy for the file: the tests run in order and each starts from the owner's good content.
  test.describe.configure({ mode: 'default' });
  let copy: string;
  let site: string;

  test.beforeAll(async () => {
    copy = ownerCopy('owner-site-');
    const made = await run(copy, process.execPath, ['tooling/scripts/new-site.mjs']);
    expect(made.code, made.output).toBe(0);
    // It names every declared content file: those it copied, and those the owner may add.
    for (const { file } of Object.values(contentKinds)) expect(made.output, `new-site names ${file}`).toContain(file);
    site = path.join(copy, 'site');

    // Another person's first hour: their profile, photo (new rasters), one current project with new
    // pictures, their own .bib with no overrides; the sample's photos and pictures deleted from site/public.
    // The sample's timeline, skills, logos, PDFs and favicon are still there: the check names them.
    writeFileSync(path.join(site, 'content/profile.ts'), ownerProfile);
    for (const dir of ['profile', 'projects', 'publications'])
      rmSync(path.join(site, 'public/images', dir), { recursive: true });
    mkdirSync(path.join(site, 'public/images/me'), { recursive: true });
    for (const [name, colour] of [
      ['photo', '#2a6f97'],
      ['photo-hover', '#a23b72'],
    ] as const) {
      await sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
        .png()
        .toFile(path.join(site, `public/images/me/${name}.png`));
    }
    mkdirSync(path.join(site, 'public/images/work'));
    for (const svg of ['project.svg', 'project-hover.svg']) {
      cpSync(path.join(fixtures, svg), path.join(site, 'public/images/work', svg));
    }
    writeFileSync(path.join(site, 'content/projects.ts'), ownerProjects('images/work/project.svg'));
    cpSync(path.join(fixtures, 'publications.bib'), path.join(site, 'content/publications.bib'));
    writeFileSync(
      path.join(site, 'content/publications.ts'),
      "export const publicationOverrides = {};\nexport const publicationsLead = 'Papers and preprints.';\n",
    );
  });

  test.afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('the check names what is still the sample’s, by file › entry; once replaced, it lets the site go', async () => {
    const guard = () => run(copy, process.execPath, ['tooling/scripts/publish-guard.mjs']);
    // A sample paper kept under the owner's own file name is found by its bytes.
    cpSync(
      path.join(site, 'public/files/papers/lindqvist-chi24-projected-intent.pdf'),
      path.join(site, 'public/files/okafor-cv.pdf'),
    );
    const refused = await guard();
    expect(refused.code).toBe(1);
    for (const line of [
      'Not ready to publish (',
      "  site/content/timeline.ts: the sample's file, unchanged: write your own entries, or delete the file",
      "  site/content/skills.ts: the sample's file, unchanged: write your own entries, or delete the file",
      "  site/public/favicon.svg: the sample's file: replace it with your own, or delete it",
      "  site/public/files/okafor-cv.pdf: the sample's file files/papers/lindqvist-chi24-projected-intent.pdf, renamed (the same bytes): replace it with your own, or delete it",
      'Nothing was built or published. Fix each line, then run `npm run check` again.',
    ])
      expect(refused.output).toContain(line);
    expect(refused.output).not.toContain('site/content/profile.ts');

    // The owner follows the list: no CV entries or skills yet, their own icon, no sample file left.
    for (const file of ['content/timeline.ts', 'content/skills.ts', 'public/files', 'public/images/logos'])
      rmSync(path.join(site, file), { recursive: true });
    cpSync(path.join(fixtures, 'project.svg'), path.join(site, 'public/favicon.svg'));
    const ready = await guard();
    expect(ready.code, ready.output).toBe(0);
    expect(ready.output.trim()).toBe('Ready to publish: nothing of the sample, no content error.');
  });

  test('builds from site/ alone and passes the owner’s checks (build, budgets, every referenced file)', async () => {
    test.setTimeout(240_000);
    // `npm run check` in full (with axe and the HTML checker) takes a minute or more; OWNER_CHECK=full runs it.
    if (process.env.OWNER_CHECK === 'full') {
      const check = await run(copy, 'npm', ['run', 'check']);
      expect(check.code, check.output).toBe(0);
    } else {
      await buildAndCheck(copy);
    }
    const html = readFileSync(path.join(copy, 'dist/index.html'), 'utf8');
    expect(html).toContain('Ada Okafor');
    expect(html).not.toContain('Maya Lindqvist');
    const pages = readdirSync(path.join(copy, 'dist/publications')).sort();
    expect(pages).toEqual([
      'index.html',
      'okafor2023haptic.bib',
      'okafor2023haptic.html',
      'okafor2025sensing.bib',
      'okafor2025sensing.html',
      'okafor2026preprint.bib',
      'okafor2026preprint.html',
    ]);
  });

  test('a picture the owner’s content names but site/public lacks fails the build, by file › entry › field', async () => {
    test.setTimeout(120_000);
    const projects = path.join(site, 'content/projects.ts');
    const good = readFileSync(projects, 'utf8');
    try {
      writeFileSync(projects, ownerProjects('images/work/missing.svg'));
      const build = await run(copy, process.execPath, [
        viteCli,
        'build',
        '--logLevel',
        'error',
        '--outDir',
        'dist-broken',
      ]);
      expect(build.code).not.toBe(0);
      expect(build.output).toContain(
        'site/content/projects.ts › currentProjects[0] (id "fatigue-sensing") › image: file "images/work/missing.svg" not found in public/',
      );
    } finally {
      writeFileSync(projects, good);
    }
  });
});

test.describe('Taking a template update', () => {
  test('a change to a component and to the sample merges into an owner’s repository with no conflict in site/', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'owner-merge-'));
    try {
      const template = path.join(dir, 'template');
      const owner = path.join(dir, 'owner');
      copyProject(template);
      expect(existsSync(path.join(template, 'site')), 'the template has no site/').toBe(false);
      expect(git(template, 'init', '-q', '-b', 'main').code).toBe(0);
      git(template, 'add', '-A');
      expect(git(template, 'commit', '-q', '-m', 'template').code).toBe(0);

      // The owner's repository: a clone, their site made and edited, committed.
      expect(git(dir, 'clone', '-q', template, owner).code).toBe(0);
      // new-site reads the content declarations through Vite, as after the owner's `npm ci`.
      symlinkSync(realpathSync(path.join(repoRoot, 'node_modules')), path.join(owner, 'node_modules'));
      expect(spawnSync(process.execPath, ['tooling/scripts/new-site.mjs'], { cwd: owner }).status).toBe(0);
      rmSync(path.join(owner, 'node_modules'));
      edit(path.join(owner, 'site/content/profile.ts'), /Maya Lindqvist/g, 'Ada Okafor');
      edit(path.join(owner, 'site/content/profile.ts'), /role: '[^']*'/, "role: 'Postdoctoral researcher'");
      git(owner, 'add', '-A');
      expect(git(owner, 'commit', '-q', '-m', 'my site').code).toBe(0);

      // The template moves on: a component and the sample's profile, on the very lines the owner changed in site/.
      edit(path.join(template, 'src/components/Card/Card.tsx'), /^/, '// A card for one project or publication.\n');
      edit(path.join(template, 'sample/content/profile.ts'), /role: '[^']*'/, "role: 'PhD candidate'");
      git(template, 'commit', '-q', '-am', 'template update');

      // README: git remote add template <url>; git pull template main
      expect(git(owner, 'remote', 'add', 'template', template).code).toBe(0);
      const pull = git(owner, 'pull', '--no-rebase', '--no-edit', 'template', 'main');
      expect(pull.code, pull.output).toBe(0);
      expect(git(owner, 'diff', '--name-only', '--diff-filter=U').output).toBe('');
      const profile = readFileSync(path.join(owner, 'site/content/profile.ts'), 'utf8');
      expect(profile).toContain("role: 'Postdoctoral researcher'");
      expect(profile).toContain('Ada Okafor');
      expect(readFileSync(path.join(owner, 'src/components/Card/Card.tsx'), 'utf8')).toMatch(/^\/\/ A card for one/);
      expect(readFileSync(path.join(owner, 'sample/content/profile.ts'), 'utf8')).toContain("role: 'PhD candidate'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
