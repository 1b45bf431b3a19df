import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, repoRoot } from '../support/buildOutput';
import { fixture, migrateInto } from '../support/migrateRun';
import { ownerEnv } from '../support/ownerCopy';
import { viteCli } from '../support/viteCli';

/*
 * A migrated al-folio site, once the owner has written the few fields its report lists (what the old site
 * never had), builds, and the built site shows what was carried: the news, the X link as the owner's own
 * (rel="me"), the profiles in resume.json.
 */
test('the migrated site builds once the report’s to-dos are done, and shows what was carried', async () => {
  test.setTimeout(180_000);
  const run = await migrateInto(fixture('al-folio'));
  expect(run.code).toBe(0);
  const edit = (file: string, pairs: Array<[string, string]>) => {
    let text = run.read(file);
    for (const [from, to] of pairs) text = text.split(from).join(to);
    writeFileSync(path.join(run.site, file), text);
  };
  edit('content/profile.ts', [
    ["href: ''", "href: 'https://example.org/harbour-lab'"],
    ["alt: ''", "alt: 'Ines on a pier beside a small robot boat'"],
    ["collaboration: ''", "collaboration: 'Write to me about harbour robots.'"],
  ]);
  edit('content/projects.ts', [
    ["date: ''", "date: '2024'"],
    ["details: ''", "details: 'Harbour Robotics Lab'"],
  ]);
  const dist = mkdtempSync(path.join(tmpdir(), 'migrate-dist-'));
  const build = spawnSync(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
    cwd: repoRoot,
    env: { ...ownerEnv(), SITE_DIR: run.site, OUT_DIR: dist },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const home = builtPages(dist);
  expect(home).toMatch(/<a href="https:\/\/x\.com\/InesOB"[^>]* rel="me noopener noreferrer"/);
  const feed = JSON.parse(readFileSync(path.join(dist, 'feed.json'), 'utf8')) as { items: Array<{ title?: string }> };
  expect(feed.items.map((i) => i.title)).toContain('Our dataset is out');
  // Three _news/ items and the owner's short post.
  expect(feed.items).toHaveLength(4);
  const resume = JSON.parse(readFileSync(path.join(dist, 'resume.json'), 'utf8')) as {
    basics: { profiles: Array<{ network: string; url: string }> };
  };
  expect(resume.basics.profiles).toContainEqual({ network: 'X', url: 'https://x.com/InesOB' });
});
