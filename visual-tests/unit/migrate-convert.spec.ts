import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { citationsOf } from '../../tooling/migrate/citations';
import { toLine, toMarkdown } from '../../tooling/migrate/markup';
import { emptyMigration } from '../../tooling/migrate/model';
import type { Profile } from '../../src/content/types';
import { localLinks } from '../../tooling/migrate/sourceFiles';
import { contentErrors, linesOf, migrateInto } from '../support/migrateRun';

/*
 * What has one clear meaning in an old site's Markdown is carried: a citation by key, a figure with its caption,
 * a video (as a link: a body embeds no player). kramdown's instructions to its renderer are never shown. Inputs are
 * written as the real sites write them; expected values are literal.
 */

const bib = `@inproceedings{okonkwo2024harbour,
  title = {Harbour Mapping with {LiDAR}},
  author = {Okonkwo-Berg, Ines and Mart{\\'\\i}nez, Jos{\\'e}},
  booktitle = {IROS},
  year = {2024}
}

@article{okonkwo2022boats,
  title = {Small Boats, Big Maps},
  author = {Okonkwo-Berg, Ines},
  journal = {Ocean Engineering},
  year = {2022}
}

@article{crew2021,
  title = {Crews},
  author = {Ade, Bo and Cole, Di and Eze, Fa},
  journal = {Sea},
  year = {2021}
}
`;

test('kramdown attribute lists and abbreviation definitions are removed, never shown', () => {
  const { text, unclear } = toMarkdown(
    'I work at [Example University](https://example.edu){:target="_blank"} on the AUV.\n\n{: .lead}\n[CV](/assets/pdf/cv.pdf){:.btn} and [code](https://example.org){: target="\\_blank" rel="noopener"}\n\n*[AUV]: Autonomous Underwater Vehicle',
  );
  expect(text).toBe(
    'I work at [Example University](https://example.edu) on the AUV.\n\n[CV](/assets/pdf/cv.pdf) and [code](https://example.org)',
  );
  expect(unclear).toEqual([]);
});

test('{% cite %} and <d-cite> link each key to its paper’s page; a key the .bib lacks keeps its words, named', () => {
  const migration = emptyMigration('al-folio', 'fixture', {} as never);
  migration.citations = citationsOf(bib);
  const unclear: string[] = [];
  const { text } = toMarkdown(
    'As shown {% cite okonkwo2024harbour %}, then {% cite okonkwo2022boats crew2021 --file papers %} and <d-cite key="crew2021, lost2019"></d-cite>.',
  );
  expect(localLinks(text, migration, '_news/x.md', unclear)).toBe(
    'As shown ([Okonkwo-Berg and Martínez, 2024](publications/okonkwo2024harbour.html)), then ([Okonkwo-Berg, 2022](publications/okonkwo2022boats.html); [Ade et al., 2021](publications/crew2021.html)) and ([Ade et al., 2021](publications/crew2021.html); lost2019).',
  );
  expect(unclear).toEqual(['citation lost2019: no entry of the .bib has this key, so it is kept as its words']);
});

test('al-folio’s figure include and Hugo’s figure shortcode become the picture with its caption; no words, a to-do', () => {
  const alfolio = toMarkdown(
    'Our boat. {% include figure.liquid loading="eager" path="assets/img/boat.jpg" class="img-fluid rounded z-depth-1" caption="The boat at sea, 2023." %} More.',
  );
  expect(alfolio.text).toBe(
    'Our boat.\n\n![The boat at sea, 2023.](assets/img/boat.jpg)\n\n*The boat at sea, 2023.*\n\nMore.',
  );
  expect(alfolio.unclear).toEqual([]);
  const html = toMarkdown(`{% include figure.html path='assets/img/map.png' alt="A harbour map" %}`);
  expect(html.text).toBe('![A harbour map](assets/img/map.png)');
  // al-folio's `title` (the picture's tooltip) says what it shows when nothing else does.
  const titled = toMarkdown('{% include figure.liquid path="assets/img/crew.jpg" title="The crew on deck" %}');
  expect(titled.text).toBe('![The crew on deck](assets/img/crew.jpg)');
  const hugo = toMarkdown('{{< figure src="img/map.png" caption="The map we made" alt="Harbour map" >}}');
  expect(hugo.text).toBe('![Harbour map](img/map.png)\n\n*The map we made*');
  const bare = toMarkdown('{{< figure src="img/plain.jpg" >}}');
  expect(bare.text).toBe('![](img/plain.jpg)');
  // Placed (its file copied), a picture with no words has its alt text named as a to-do.
  const unclear: string[] = [];
  const migration = emptyMigration('hugo-academic', 'fixture', {} as never);
  expect(localLinks(bare.text, migration, 'content/post/x.md', unclear, 'static')).toBe('![](img/plain.jpg)');
  expect(unclear).toEqual(['alt text: the picture img/plain.jpg has none: write what it shows']);
  expect(migration.files).toEqual([{ from: 'static/img/plain.jpg', to: 'img/plain.jpg', by: 'content/post/x.md' }]);
});

test('al-folio’s video include and Hugo’s youtube, vimeo and video shortcodes become links to the video, named', () => {
  const { text, unclear } = toMarkdown(
    [
      '{% include video.liquid path="https://www.youtube.com/embed/jNQXAC9IVRw" class="img-fluid" controls=true %}',
      '{{< youtube w7Ft2ymGmfc >}}',
      '{{< youtube id="dQw4w9WgXcQ" title="The demo" >}}',
      '{{< vimeo 146022717 >}}',
      '{{< video src="media/trial.mp4" >}}',
    ].join('\n\n'),
  );
  expect(text).toBe(
    [
      '[Video](https://www.youtube.com/watch?v=jNQXAC9IVRw)',
      '[Video](https://www.youtube.com/watch?v=w7Ft2ymGmfc)',
      '[The demo](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
      '[Video](https://vimeo.com/146022717)',
      '[Video](media/trial.mp4)',
    ].join('\n\n'),
  );
  expect(unclear).toEqual([
    'link to https://www.youtube.com/watch?v=jNQXAC9IVRw in place of the embedded video: a body embeds no player',
    'link to https://www.youtube.com/watch?v=w7Ft2ymGmfc in place of the embedded video: a body embeds no player',
    'link to https://www.youtube.com/watch?v=dQw4w9WgXcQ in place of the embedded video: a body embeds no player',
    'link to https://vimeo.com/146022717 in place of the embedded video: a body embeds no player',
    'link to media/trial.mp4 in place of the embedded video: a body embeds no player',
  ]);
});

/** A small al-folio site of our own, written file by file: the traps of the held-out site's news. */
function alfolioSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'alfolio-news-'));
  for (const [name, text] of Object.entries({ '_config.yml': 'first_name: Ada\nlast_name: Okafor\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const inline = (text: string) => `---\nlayout: post\ninline: true\n---\n\n${text}\n`;

test('news dated only by their file names take the date from it; no file name begins or ends with -', async () => {
  const dir = alfolioSite({
    '_bibliography/papers.bib': bib,
    '_news/2024_03_16_award.md': inline('Won the best paper award.'),
    '_news/2024-3-6-talk.md': inline('Gave a talk at the harbour.'),
    '_news/2023-11-02.md': inline('Joined the lab.'),
    '_news/undated.md': inline('-- A line that starts with dashes --'),
  });
  const run = await migrateInto(dir, [], 'markdown');
  expect(readdirSync(path.join(run.site, 'content/news'))).toEqual([
    '2023-11-02-joined-the-lab.md',
    '2024-03-06-gave-a-talk-at-the-harbour.md',
    '2024-03-16-won-the-best-paper-award.md',
    'a-line-that-starts-with-dashes.md',
  ]);
  expect(run.read('content/news/2024-03-16-won-the-best-paper-award.md')).toBe(
    '---\ndate: 2024-03-16\n---\n\nWon the best paper award.\n',
  );
  expect(run.read('content/news/2024-03-06-gave-a-talk-at-the-harbour.md')).toContain('date: 2024-03-06\n');
  expect(linesOf(run.report, 'site/content/news/ ›')).toEqual([
    'site/content/news/ › _news/undated.md › date: the old item has no date',
  ]);
});

test('a news body keeps its http:// links as written and shows escaped tags as text, as a talk’s abstract does', async () => {
  const dir = alfolioSite({
    '_bibliography/papers.bib': bib,
    '_news/2016-05-01-site.md': `---
layout: post
title: Our lab site
---

The lab's page is at [our old site](http://lab.example.org/home) since 2016.

Write a line break as &lt;br&gt; in the old editor, {% cite okonkwo2022boats %}.
`,
  });
  const run = await migrateInto(dir, [], 'markdown');
  expect(run.read('content/news/2016-05-01-our-lab-site.md')).toBe(`---
date: 2016-05-01
title: Our lab site
---

The lab's page is at [our old site](http://lab.example.org/home) since 2016.

Write a line break as \\<br> in the old editor, ([Okonkwo-Berg, 2022](publications/okonkwo2022boats.html)).
`);
  expect(run.report).not.toContain('check that it opens');
  // The check refuses neither the citation's link (the paper's page the build writes) nor the http:// link.
  expect((await contentErrors(run.site)).filter((e) => !e.startsWith('profile.ts'))).toEqual([]);
});

test('200 KB of what makes a pattern backtrack (openers without closers) is converted in well under a second', () => {
  const inputs = {
    brackets: '['.repeat(200_000),
    braces: '{'.repeat(200_000),
    liquid: '{%'.repeat(100_000),
    shortcodes: '{{<'.repeat(70_000),
    citation: `{% cite ${' '.repeat(200_000)}`,
    spaces: `${' '.repeat(200_000)}x`,
    pictures: '!['.repeat(100_000),
    links: '[a]('.repeat(50_000),
    includes: '{% include figure.liquid path='.repeat(7_000),
    kramdown: '{:'.repeat(100_000),
    abbreviations: '*['.repeat(100_000),
  };
  for (const [name, text] of Object.entries(inputs)) {
    const started = performance.now();
    const converted = toMarkdown(text);
    toLine(text);
    localLinks(converted.text, emptyMigration('al-folio', '', {} as never), 'x.md', []);
    expect(performance.now() - started, name).toBeLessThan(1000);
  }
  // Nothing of it was template code that closed: the words are all kept.
  expect(toMarkdown('['.repeat(200_000)).text.length).toBe(200_000);
  expect(toMarkdown('{%'.repeat(100_000)).unclear).toEqual([]);
});

test('a picture at the old site’s own address is its file; one from another site becomes a link to it, named', () => {
  const migration = emptyMigration('academicpages', '', {
    site: { url: 'https://diver.example.org/' },
  } as unknown as Profile);
  const unclear: string[] = [];
  const body = localLinks(
    '![The rig](https://diver.example.org/images/rig.png)\n\n![](http://diver.example.org/images/b.png)\n\n![A chart](https://cdn.example.net/chart.png)',
    migration,
    'projects › rig',
    unclear,
  );
  expect(body).toBe('![The rig](images/rig.png)\n\n![](images/b.png)\n\n[A chart](https://cdn.example.net/chart.png)');
  expect(migration.files.map((f) => f.to)).toEqual(['images/rig.png', 'images/b.png']);
  expect(unclear).toEqual([
    'alt text: the picture images/b.png has none: write what it shows',
    'picture https://cdn.example.net/chart.png from another site: linked, not shown (put the file in public/ to show it)',
  ]);
});
