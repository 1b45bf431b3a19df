import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { bodyOf, lineOf, plainText } from '../../tooling/content/markdown/markdown';
import { newsIssues } from '../../tooling/content/markdown/news';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { completeOutDir, readManifest, repoRoot, staticClosure } from '../support/buildOutput';

/*
 * One Markdown for every prose field: a news item's one line is the same dialect as a body (code spans, strong,
 * links, autolinks), made HTML by the build, shown the same on Home, in the archive and in the feeds; the
 * browser carries no parser of its own, and the archive's chunk no body.
 */

const line =
  'Run `npm test`, **now**: see [the docs](https://example.org/docs) or https://example.org/a_b. Also http://old.example.org.';
const lineHtml =
  'Run <code>npm test</code>, <strong>now</strong>: see <a href="https://example.org/docs" target="_blank" rel="noopener noreferrer">the docs</a> or <a href="https://example.org/a_b" target="_blank" rel="noopener noreferrer">https://example.org/a_b</a>. Also <a href="http://old.example.org" target="_blank" rel="noopener noreferrer">http://old.example.org</a>.';

test.describe('One Markdown, one renderer', () => {
  test('a one-liner: code span, strong, link, https:// and http:// autolinks, no wrapping <p>; a body the same inside its <p>', () => {
    expect(lineOf(line).html).toBe(lineHtml);
    expect(bodyOf(line).html).toBe(`<p>${lineHtml}</p>`);
    expect(lineOf(line).text).toBe(
      'Run npm test, now: see the docs or https://example.org/a_b. Also http://old.example.org.',
    );
    expect(plainText(line)).toBe(lineOf(line).text);
  });

  test('a line that opens like a block stays a line: a year and a full stop, a hash, a dash, a quote mark, a tag', () => {
    expect(lineOf('1999. We moved to Oslo.').html).toBe('1999. We moved to Oslo.');
    expect(lineOf('# 1 in the ranking').html).toBe('# 1 in the ranking');
    expect(lineOf('- and then it rained').html).toBe('- and then it rained');
    expect(lineOf('> 100 participants').html).toBe('> 100 participants');
    expect(lineOf('<div>not markup</div> here').html).toBe('&lt;div>not markup&lt;/div> here');
  });

  test('a one-liner’s picture is refused by name, as a body’s raw HTML is; its http:// link warned of', () => {
    const modules = {
      'news.ts': {
        news: [{ date: '2026-01-10', text: 'See ![the robot](images/robot.png) and http://old.example.org.' }],
      },
    };
    expect(
      newsIssues(modules, 'site/content', path.join(repoRoot, 'sample/public'), '2026-11-26').map(formatIssue),
    ).toEqual([
      'site/content/news.ts › news[0] (2026-01-10) › text: link "http://old.example.org" is http://: published as written; write https:// where old.example.org has it',
      'site/content/news.ts › news[0] (2026-01-10) › text: not allowed: picture images/robot.png in a one-line text (show it in the body)',
    ]);
  });

  test('a field with more brackets or emphasis marks than the parser reads in linear time is refused and kept as its text', () => {
    const brackets = bodyOf('[a]('.repeat(50_000));
    const marks = lineOf('*_'.repeat(50_000));
    expect(brackets.refused).toEqual([
      '100000 brackets [ ] in one field (at most 2000: split it, or write them as text)',
    ]);
    expect(brackets.html.startsWith('<p>[a](')).toBe(true);
    expect(marks.refused).toEqual([
      '100000 emphasis marks * _ in one field (at most 2000: split it, or write them as text)',
    ]);
    expect(marks.html.startsWith('*_*_')).toBe(true);
    // Under the limit, Markdown as ever.
    expect(lineOf('[a](https://x.org) *b*').html).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">a</a> <em>b</em>',
    );
  });

  test('no Markdown is parsed in src/: no Markdown library, no run parser, no regular expression of its syntax', () => {
    const files = (readdirSync(path.join(repoRoot, 'src'), { recursive: true }) as string[]).filter((f) =>
      /\.tsx?$/.test(f),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const code = readFileSync(path.join(repoRoot, 'src', file), 'utf8');
      expect(code, file).not.toMatch(/from ['"](remark|rehype|micromark|mdast|unified|marked|markdown-it)/);
      expect(code, file).not.toMatch(/parseInline|InlineText|inlineLinks/);
      // `[words](href)` or `*words*` in a regular expression: the hand-written dialect.
      expect(code, file).not.toMatch(/\\\]\\\(|\\\*\(\[\^\*/);
    }
  });
});

test.describe('The same line on Home, in the archive and in the feeds (the complete test owner)', () => {
  const read = (file: string) => readFileSync(path.join(completeOutDir, file), 'utf8');
  const shown =
    'Out at HRI ’26: <strong>code</strong> <code>trust-timing</code> at <a href="https://example.org/tt" target="_blank" rel="noopener noreferrer">https://example.org/tt</a>, <a href="https://example.org/s.pdf" target="_blank" rel="noopener noreferrer">slides</a>.';

  test('Home’s list, the archive, feed.xml and feed.json hold the same HTML', () => {
    expect(read('index.html')).toContain(`>${shown}</p>`);
    expect(read('news/index.html')).toContain(`>${shown}</p>`);
    const atom = parseAtomFeed(read('feed.xml'));
    const entry = atom.entries!.find((e) => e.id === 'tag:example.org,2026-03-16:news/news-2026-03-16')!;
    expect(entry.content?.value?.startsWith(`<p>${shown}</p>`)).toBe(true);
    const json = parseJsonFeed(JSON.parse(read('feed.json')));
    const item = json.items!.find((i) => i.id === entry.id)!;
    expect(item.content_html?.startsWith(`<p>${shown}</p>`)).toBe(true);
    expect(item.content_text).toBe('Out at HRI ’26: code trust-timing at https://example.org/tt, slides.');
  });

  test('the archive’s chunks carry no body: a body’s words are in its page’s chunk alone', () => {
    const manifest = readManifest(completeOutDir);
    const files = (src: string) => [...staticClosure(manifest, src)].map((key) => manifest[key]!.file);
    const archive = files('src/app/pages/News.tsx');
    const itemPage = files('src/app/pages/NewsItem.tsx');
    expect(archive.length).toBeGreaterThan(0);
    const phrase = 'analysing video with the people who appear in it';
    for (const file of archive) expect(read(file), file).not.toContain(phrase);
    expect(itemPage.some((file) => read(file).includes(phrase))).toBe(true);
    const everywhere = readdirSync(path.join(completeOutDir, 'assets')).filter(
      (f) => f.endsWith('.js') && read(`assets/${f}`).includes(phrase),
    );
    expect(everywhere).toEqual([manifest['src/app/pages/NewsItem.tsx']!.file.replace('assets/', '')]);
  });
});
