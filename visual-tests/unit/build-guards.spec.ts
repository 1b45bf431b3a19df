import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { outDirProblem } from '../../tooling/plugins/outDirGuard';
import { repoRoot } from '../support/buildOutput';
import { viteCli } from '../support/viteCli';

/** `vite build` in the project, with these variables; its output (stdout and stderr) and exit code. */
function viteBuild(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const advice = 'Vite empties its output folder before it writes, so choose a folder of its own, such as dist/';

test.describe('The output folder', () => {
  test('an output folder that is the content is refused before Vite empties it', async () => {
    test.setTimeout(60_000);
    // A copy of a fixture, so a broken guard would cost a temporary folder only.
    const content = mkdtempSync(join(tmpdir(), 'out-dir-content-'));
    try {
      cpSync(join(repoRoot, 'visual-tests/fixtures/content-minimal'), content, { recursive: true });
      const { code, output } = await viteBuild({ CONTENT_DIR: content, OUT_DIR: content });
      expect(code).toBe(1);
      expect(output).toContain('error during build:\nthe output folder ');
      expect(output).toContain(`(OUT_DIR or build.outDir) is the site’s content (`);
      expect(output.trimEnd().endsWith(advice)).toBe(true);
      expect(output).not.toMatch(/^\s+at /m);
      expect(existsSync(join(content, 'profile.ts'))).toBe(true);
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });

  test('an output folder that is a link to the content is refused by vite build, the content untouched', async () => {
    test.setTimeout(60_000);
    const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'out-dir-link-build-')));
    try {
      const content = join(scratch, 'content');
      cpSync(join(repoRoot, 'visual-tests/fixtures/content-minimal'), content, { recursive: true });
      symlinkSync(content, join(scratch, 'out'));
      const { code, output } = await viteBuild({ CONTENT_DIR: content, OUT_DIR: join(scratch, 'out') });
      expect(code).toBe(1);
      expect(output).toContain(`(a link to `);
      expect(output).toContain(`(OUT_DIR or build.outDir) is the site’s content (`);
      expect(existsSync(join(content, 'profile.ts'))).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test('is, holds or sits inside a guarded folder; the project root itself may only hold it', () => {
    const root = '/p';
    const guarded = [
      { dir: '/p/site/content', name: 'the site’s content' },
      { dir: '/p/site', name: 'the owner’s site' },
      { dir: '/p/src', name: 'the site’s source code' },
    ];
    const problem = (outDir: string) => outDirProblem(root, outDir, guarded);
    expect(problem('site')).toBe(
      `the output folder site/ (OUT_DIR or build.outDir) is the owner’s site (site/): ${advice}`,
    );
    expect(problem('site/content/out')).toBe(
      `the output folder site/content/out/ (OUT_DIR or build.outDir) is inside the site’s content (site/content/): ${advice}`,
    );
    expect(problem('src/app')).toBe(
      `the output folder src/app/ (OUT_DIR or build.outDir) is inside the site’s source code (src/): ${advice}`,
    );
    expect(problem('.')).toBe(`the output folder ./ (OUT_DIR or build.outDir) is the project itself (./): ${advice}`);
    expect(problem('/')).toBe(
      `the output folder ../ (OUT_DIR or build.outDir) holds the project itself (./): ${advice}`,
    );
    for (const fine of ['dist', 'dist-sample', '/tmp/out', 'site-dist', 'srcdist'])
      expect(problem(fine)).toBeUndefined();
  });

  test('an output folder that is a link into a guarded folder is refused by where it leads', () => {
    // A scratch project: a broken guard here could only empty a temporary folder.
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'out-dir-link-')));
    try {
      mkdirSync(join(root, 'site/content'), { recursive: true });
      symlinkSync(join(root, 'site'), join(root, 'out'));
      symlinkSync(join(root, 'site/content'), join(root, 'deep'));
      const guarded = [
        { dir: join(root, 'site/content'), name: 'the site’s content' },
        { dir: join(root, 'site'), name: 'the owner’s site' },
      ];
      expect(outDirProblem(root, 'out', guarded)).toBe(
        `the output folder out/ (a link to site/) (OUT_DIR or build.outDir) is the owner’s site (site/): ${advice}`,
      );
      expect(outDirProblem(root, join(root, 'deep/dist'), guarded)).toBe(
        `the output folder site/content/dist/ (OUT_DIR or build.outDir) is inside the site’s content (site/content/): ${advice}`,
      );
      expect(outDirProblem(root, 'dist', guarded)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
