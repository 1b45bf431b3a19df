import { expect, test } from '@playwright/test';
import { keptBody } from '../../tooling/migrate/bodies';
import { toMarkdown } from '../../tooling/migrate/markup';
import { emptyMigration } from '../../tooling/migrate/model';
import { localLinks } from '../../tooling/migrate/sourceFiles';
import { renderMarkdown } from '../../tooling/content/markdown/markdown';

/*
 * An old page's body as migrate keeps it, with the traps the real sites hold: tags written as entities
 * (`&lt;br&gt;`), a web address linked without https://, a bare http:// address, a picture (kept), a caption indented
 * inside an HTML block. What is kept must pass the site's Markdown check: no raw HTML; an http:// link kept as written.
 */

const at = { file: 'site/content/talks.ts', entry: '2016-01-16 bots', field: 'abstract' };

test('a body keeps its words and its http:// links as written; what the site would refuse is rewritten or named, never silently dropped', () => {
  const migration = emptyMigration('academicpages', 'fixture', {} as never);
  const source = `A photo: &lt;br&gt;&lt;img src=&quot;http://example.org/mic.jpg&gt;

See [the app (app.example.org)](app.example.org) and http://example.org/old.

![the stage](/images/stage.jpg)

<div class="caption">
    A caption the old page indented.
</div>`;
  const unclear: string[] = [];
  const linked = localLinks(toMarkdown(source).text, migration, 'talks/x.md', unclear);
  const body = keptBody(migration, at, linked);
  expect(body).toBe(`A photo: \\<br>\\<img src="http://example.org/mic.jpg>

See [the app (app.example.org)](https://app.example.org) and http://example.org/old.

![the stage](images/stage.jpg)

A caption the old page indented.`);
  expect(unclear).toEqual(['link to app.example.org written as https://app.example.org: check that it opens']);
  // The picture is kept, its file copied: a body shows pictures from public/.
  expect(migration.todos).toEqual([]);
  expect(migration.files).toEqual([{ from: 'images/stage.jpg', to: 'images/stage.jpg', by: 'talks/x.md' }]);
  expect(migration.bodies).toEqual({ talks: { found: 1, kept: 1 } });
  // The site's own check finds nothing to refuse in it.
  const rendered = renderMarkdown(body!);
  expect(rendered.refused).toEqual([]);
  // The address the old page showed as text is a link here, as any bare address is.
  expect(rendered.links).toEqual(['http://example.org/mic.jpg>', 'https://app.example.org', 'http://example.org/old']);
  expect(rendered.pictures).toEqual(['images/stage.jpg']);
});

test('an embedded video (al-folio’s YouTube <iframe>) becomes a link to its watch page, named; one with no address is named', () => {
  const { text, unclear } = toMarkdown(
    'Here is the video.\n\n<iframe width="560" src="https://www.youtube.com/embed/0W0d4MurzzA?si=x" allowfullscreen></iframe>\n\n<video controls></video>',
  );
  expect(text).toBe('Here is the video.\n\n[Video](https://www.youtube.com/watch?v=0W0d4MurzzA)');
  expect(unclear).toEqual([
    'link to https://www.youtube.com/watch?v=0W0d4MurzzA in place of the embedded <iframe>: a body embeds no player',
    '<video>',
  ]);
});

test('al-folio’s abstract box (a fenced block of prose first) becomes a quote; a block of code stays code', () => {
  const migration = emptyMigration('al-folio', 'fixture', {} as never);
  const at = { file: 'site/content/projects.ts', entry: 'boat', field: 'body' };
  const prose = '```\nWe propose (1) a clustering method;\n(2) a planner; and\n\n(3) tests at sea.\n```\n\nMore.';
  expect(keptBody(migration, at, prose)).toBe(
    '> We propose (1) a clustering method;\n> (2) a planner; and\n>\n> (3) tests at sea.\n\nMore.',
  );
  const code = '```\nx = plan(boat)\nprint(x)\n```';
  expect(keptBody(migration, at, code)).toBe(code);
  expect(migration.todos.map((t) => t.what)).toEqual([
    'the fenced block it opens with (al-folio’s abstract box) is written as a quote, which wraps on a phone: check it reads as meant',
  ]);
});
