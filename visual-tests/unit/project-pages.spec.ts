import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, completeOutDir, outDir } from '../support/buildOutput';

/*
 * A project with a body, in the complete test owner's build (its projects are Markdown files, two with a
 * body): its page without JavaScript, in the sitemap and under its own policy; the Markdown never in a chunk.
 */

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

test.describe('A project’s own page (the complete test owner’s build)', () => {
  test('projects/<id>.html: its title, description and canonical address; the body as HTML; linked from its card', () => {
    const page = read(completeOutDir, 'projects/gaze-handover.html');
    expect(page).toContain('<title>Gaze Cues for Handovers · Maya Lindqvist</title>');
    expect(page).toContain('<link rel="canonical" href="https://example.org/projects/gaze-handover.html">');
    expect(page).toContain(
      '<blockquote>\n<p>People did not say they noticed the glance, but their hands did.</p>\n</blockquote>',
    );
    // The prerendered Projects page links each project with a body from its card ("Read more", named for it), no other.
    const index = builtPages(completeOutDir);
    expect([...index.matchAll(/href="#\/projects\/([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'intent-projection',
      'gaze-handover',
      'handover-timer',
    ]);
    expect(index).toContain('aria-label="Read more: Gaze Cues for Handovers"');
  });

  test('each page is in the sitemap and under the static pages’ policy in _headers', () => {
    const sitemap = read(completeOutDir, 'sitemap.xml');
    expect(sitemap).toContain('<url><loc>https://example.org/projects/intent-projection.html</loc></url>');
    expect(sitemap).toContain('<url><loc>https://example.org/projects/gaze-handover.html</loc></url>');
    expect(read(completeOutDir, '_headers')).toMatch(
      /\n\/projects\/\*\n {2}Content-Security-Policy: default-src 'none';/,
    );
    // The sample's projects have no body: no page, no rule.
    expect(read(outDir, '_headers')).not.toContain('/projects/*');
    expect(readdirSync(outDir)).not.toContain('projects');
  });

  test('a body’s headings follow the page’s h1 with no level skipped, whatever levels the owner wrote', () => {
    const page = read(completeOutDir, 'projects/handover-timer.html');
    expect([...page.matchAll(/<(h[1-6])[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'h1 HandoverTimerForCollaborativeRobots.org',
      'h2 Why',
      'h3 What it measures',
    ]);
  });

  test('the bodies reach the browser as HTML on the project pages only, never as their Markdown', () => {
    const assets = path.join(completeOutDir, 'assets');
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const holding = (words: string) => chunks.filter((chunk) => read(assets, chunk).includes(words));
    expect(holding('their hands did')).toEqual([expect.stringMatching(/^ProjectItem-/)]);
    expect(holding('**No cue**')).toEqual([]);
  });
});
