import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { viteCli } from '../support/viteCli';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// One dev server for the file; the content folder is a copy that the test edits.
test.describe.configure({ mode: 'serial' });

test.describe('Content validator in the dev server', () => {
  let dev: ChildProcess | undefined;
  let contentDir: string;
  let url: string;

  test.beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'content-dev-'));
    cpSync(join(root, 'sample/content'), contentDir, { recursive: true });
    const port = await freePort();
    url = `http://localhost:${port}/`;
    dev = spawn(process.execPath, [viteCli, '--port', String(port), '--strictPort'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, NO_COLOR: '1' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the dev server did not start');
  });

  test.afterAll(() => {
    dev?.kill();
    rmSync(contentDir, { recursive: true, force: true });
  });

  test('a .bib entry with no title shows in the overlay; an odd month is a warning beside the page; fixing clears the overlay; a new break shows again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const file = join(contentDir, 'publications.bib');
    const good = readFileSync(file, 'utf8');
    const [, key, title] = /@(?!string)\w+\{([^,]+),[^@]*?\btitle\s*=\s*\{([^}]*)\}/i.exec(good)!;
    const monthKey = /@(?!string)\w+\{([^,]+),[^@]*?month\s*=\s*[a-z]{3}\b/i.exec(good)![1]!;
    const broken = good.replace(/(month\s*=\s*)[a-z]{3}\b/, '$1{Smarch}');
    writeFileSync(file, broken.replace(`{${title}}`, '{}'));

    const overlay = page.locator('vite-error-overlay');
    await page.goto(url);
    await expect(overlay).toContainText('Content check failed (1 problem)', { timeout: 20_000 });
    await expect(overlay).toContainText(`publications.bib › ${key} › title: required field is missing`);
    await expect(overlay).toContainText(
      `publications.bib › ${monthKey} › month: unknown month "Smarch" (use jan–dec, a month name or 1–12): the year alone is shown`,
    );

    // The month alone is a warning: the page works, and the warning is listed in a corner of it.
    writeFileSync(file, broken);
    await expect(overlay).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main h1')).toBeVisible();
    const warnings = page.locator('#content-warnings');
    await expect(warnings).toContainText('Content warnings (1)');
    await warnings.locator('summary').click();
    await expect(warnings).toContainText(`publications.bib › ${monthKey} › month: unknown month "Smarch"`);

    writeFileSync(file, good);
    await expect(warnings).toHaveCount(0, { timeout: 20_000 });

    writeFileSync(
      join(contentDir, 'profile.ts'),
      readFileSync(join(root, 'sample/content/profile.ts'), 'utf8').replace(/alt: '[^']*'/, "alt: ''"),
    );
    await expect(overlay).toContainText('profile.ts › profile › photo.alt: alt text is empty', { timeout: 20_000 });
  });
});
