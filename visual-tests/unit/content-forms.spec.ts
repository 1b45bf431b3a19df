import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkContent } from '../../tooling/content/loadContent';
import { renderMarkdown } from '../../tooling/content/markdown/markdown';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { problems, site } from '../support/contentSite';

/*
 * A kind kept as TypeScript, as one YAML or JSON file, or (news) as a folder of Markdown files: read into
 * the same shape, checked by the same schema, each problem named in the owner's file at its line.
 */

test.describe('Content as Markdown and YAML beside TypeScript', () => {
  test('a profile in YAML, news as Markdown files, talks in YAML and skills in TypeScript read into one shape', async () => {
    const { issues, modules } = await checkContent(
      site({
        'news/2025-03-14-best-paper.md': `---
date: 2025-03-14
title: Best paper
---

Our paper won.

- It was *close*.
- See https://example.org/award
`,
        'news/2025-01-02.md': '---\ndate: 2025-01-02\n---\nStarted my PhD, see [the lab](https://example.org/lab).\n',
        'news/_index.yaml': 'newsOnHome: 1\n',
        'talks.yaml': '- title: On asking\n  date: 2025\n  event: HRI Seminar\n  type: invited\n',
        'skills.ts': "export const skills = [{ id: 'methods', title: 'Methods', skills: ['Field studies'] }];\n",
      }),
    );
    expect(issues.filter((i) => i.severity !== 'info').map(formatIssue)).toEqual([]);
    expect(modules['news.ts']).toEqual({
      newsOnHome: 1,
      news: [
        { date: '2025-01-02', text: 'Started my PhD, see [the lab](https://example.org/lab).', id: '2025-01-02' },
        {
          date: '2025-03-14',
          title: 'Best paper',
          body: 'Our paper won.\n\n- It was *close*.\n- See https://example.org/award',
          id: '2025-03-14-best-paper',
        },
      ],
    });
    // YAML's number 2025 is the text the date field wants.
    expect(modules['talks.ts']).toEqual({
      talks: [{ title: 'On asking', date: '2025', event: 'HRI Seminar', type: 'invited' }],
    });
    expect(modules['profile.ts']?.profile).toMatchObject({ name: 'Noor Haddad' });
    expect(modules['skills.ts']?.skills).toEqual([{ id: 'methods', title: 'Methods', skills: ['Field studies'] }]);
  });

  test('news.ts, the TypeScript form, takes a body too, checked the same way; its messages name news.ts', async () => {
    const files = {
      'news.ts': `export const news = [
  { date: '2025-03-14', title: 'Best paper', body: 'We won.\\n\\nSee [the list](#/publications?kind=journal).' },
  { date: '2025-01-02', body: 'Hi <b>there</b>' },
];\n`,
    };
    expect(await problems(files)).toEqual([
      'content/news.ts › news[0] (2025-03-14) › body: link [#/publications?kind=journal]: no page "/publications" on this site (its pages: /home, /about, /news, /contact, /news/<id> of an item with a body)',
      'content/news.ts › news[1] (2025-01-02) › body: not allowed: raw HTML <b> (write it in Markdown)',
    ]);
  });

  test('a problem is named in the Markdown file at the front-matter field’s line, the body at its first line', async () => {
    expect(
      await problems({
        'news/2025-03-14-prize.md': `---
title: A prize
date: 2025-13-14
colour: blue
---

Read [this](javascript:alert(1)) and [our teaching](#/teaching).

<script>alert(1)</script>

![a photo](images/x.png)
`,
        'news/no-front-matter.md': 'Just text.\n',
      }),
    ).toEqual([
      'content/news/no-front-matter.md:1: no front matter: begin with a line ---, the fields (date: 2025-03-14), then ---',
      'content/news/2025-03-14-prize.md:3 › date: "2025-13-14" is not a date (use 2025, 2025-03 or 2025-03-14)',
      'content/news/2025-03-14-prize.md:4 › colour: unknown field (the fields here: date, text, title, body, link, paper, id)',
      'content/news/2025-03-14-prize.md:7 › body: link [javascript:alert(1)]: external link "javascript:alert(1)" must start with https://',
      'content/news/2025-03-14-prize.md:7 › body: link [#/teaching]: no page "/teaching" on this site (its pages: /home, /about, /news, /contact, /news/<id> of an item with a body)',
      // A body shows pictures from public/: this one's file is not there.
      'content/news/2025-03-14-prize.md:7 › body: picture [images/x.png]: file "images/x.png" not found in public/',
      'content/news/2025-03-14-prize.md:7 › body: not allowed: raw HTML <script> (write it in Markdown)',
    ]);
  });

  test('a link to one of the site’s own pages is checked against its routes: a news item’s page, a filtered list', async () => {
    expect(
      await problems({
        'news/2025-03-14-Prize.md': '---\ndate: 2025-03-14\n---\nWe won.\n\nMore [news](#/news/2025-01-02-start).\n',
        'news/2025-01-02-start.md':
          '---\ndate: 2025-01-02\n---\nI started.\n\nSee [Home](#/home?section=news) and [me](#/about).\n',
        'talks.yaml':
          'talks:\n  - { title: A, date: "2025", event: B, type: invited, slides: "#/News/2025-03-14-Prize" }\n',
      }),
    ).toEqual([]);
    expect(
      await problems({ 'news/a.md': '---\ndate: 2025-03-14\n---\nOne line [gone](#/news/nothing-here).\n' }),
    ).toEqual([
      'content/news/a.md:4 › text: link [#/news/nothing-here]: no page "/news/nothing-here" on this site (its pages: /home, /about, /news, /contact)',
    ]);
  });

  test('a file in public/ linked only from a news body or line is used: no warning that nothing refers to it', async () => {
    const { publicDir, ...where } = site({
      'news/2025-03-14-slides.md': '---\ndate: 2025-03-14\n---\nThe talk.\n\n[Slides](files/slides.pdf)\n',
      'news/2025-03-15.md': '---\ndate: 2025-03-15\n---\nThe [poster](./files/poster.pdf).\n',
    });
    mkdirSync(join(publicDir, 'files'));
    writeFileSync(join(publicDir, 'files/slides.pdf'), '%PDF-1.4\n');
    writeFileSync(join(publicDir, 'files/poster.pdf'), '%PDF-1.4\n');
    writeFileSync(join(publicDir, 'files/draft.pdf'), '%PDF-1.4\n');
    const { issues } = await checkContent({ publicDir, ...where });
    expect(issues.map(formatIssue)).toEqual([
      'public/files/draft.pdf: nothing on the site refers to this file, yet it is published: remove it, or link it from the content',
    ]);
  });

  test('a problem in YAML or JSON is named at its line, under the entry as in TypeScript', async () => {
    expect(
      await problems({
        'talks.yaml': `talks:
  - title: On asking
    date: 2025-02
    event: HRI Seminar
    type: lecturee
`,
        'teaching.json':
          '{\n  "teaching": [\n    {\n      "course": "HRI",\n      "institution": "Uni",\n      "date": "2024-13"\n    }\n  ]\n}\n',
      }),
    ).toEqual([
      'content/talks.yaml:5 › talks[0] › type: "lecturee" is not one of invited, keynote, contributed, seminar, lecture, tutorial, panel, poster, performance, other',
      'content/teaching.json:6 › teaching[0] › date: "2024-13" is not a date (use 2025, 2025-03 or 2025-03-14)',
    ]);
  });

  test('YAML that cannot be read is named at its line; a kind in two forms at once names both', async () => {
    expect(
      await problems({
        'talks.yaml': 'talks:\n  - title: [unclosed\n',
        'skills.ts': 'export const skills = [];\n',
        'skills.yaml': 'skills: []\n',
      }),
    ).toEqual([
      'content/skills.ts: the skills are kept in 2 forms at once (skills.ts, skills.yaml): keep one, the others would be ignored',
      'content/talks.yaml:3: could not be read: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });
});

test.describe('YAML aliases that expand without bound (a "billion laughs")', () => {
  const bomb = [
    'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
    'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
    'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
    'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  ].join('\n');

  test('in a Markdown file’s front matter: named by file and line, not a crash', async () => {
    expect(await problems({ 'news/2025-03-14-bomb.md': `---\ndate: 2025-03-14\n${bomb}\n---\nHello.\n` })).toEqual([
      'content/news/2025-03-14-bomb.md:4: front matter could not be read: its aliases (*name) expand to more than 100 copies: write the values out',
    ]);
  });

  test('in a YAML file: named by file and line', async () => {
    expect(await problems({ 'talks.yaml': `talks: []\n${bomb}\n` })).toEqual([
      'content/talks.yaml:3: could not be read: its aliases (*name) expand to more than 100 copies: write the values out',
    ]);
  });
});

test.describe('A CV section named like a kind', () => {
  test('fails the build by name, in TypeScript as in YAML (at its line); a name of its own passes', async () => {
    expect(
      await problems({
        'cv.yaml':
          'software:\n  - title: Fixture tool\ntalks:\n  - title: A talk in the wrong file\neducation:\n  - title: MSc\n',
      }),
    ).toEqual([
      'content/cv.yaml:3 › talks: the name "talks" is taken by the talks kind (talks.ts): put these entries there, or give this section another name',
      'content/cv.yaml:5 › education: the name "education" is taken by a section of timeline.ts: put these entries there, or give this section another name',
    ]);
    expect(await problems({ 'cv.ts': "export const teaching = [{ title: 'HRI 101' }];\n" })).toEqual([
      'content/cv.ts › teaching: the name "teaching" is taken by the teaching kind (teaching.ts): put these entries there, or give this section another name',
    ]);
  });
});

test.describe('A DOI in cv.ts', () => {
  test('is checked like a DOI: 10.NNNN/…, alone; a link to it is named with its bare form', async () => {
    const software = [
      "{ id: 'ok', title: 'Tool', doi: '10.5281/zenodo.1234567' }",
      "{ id: 'link', title: 'Tool', doi: 'https://doi.org/10.5281/zenodo.7' }",
      "{ id: 'word', title: 'Tool', doi: 'javascript:alert(1)' }",
      "{ id: 'short', title: 'Tool', doi: '10.12/x' }",
    ];
    expect(await problems({ 'cv.ts': `export const software = [${software.join(', ')}];\n` })).toEqual([
      'content/cv.ts › software[1] (id "link") › doi: write the DOI alone ("10.5281/zenodo.7"): the site adds https://doi.org/',
      'content/cv.ts › software[2] (id "word") › doi: "javascript:alert(1)" is not a DOI (10.NNNN/…, as in 10.5281/zenodo.1234567)',
      'content/cv.ts › software[3] (id "short") › doi: "10.12/x" is not a DOI (10.NNNN/…, as in 10.5281/zenodo.1234567)',
    ]);
  });
});

test.describe('Markdown, made HTML at build time', () => {
  test('CommonMark with GitHub’s autolinks and tables; only the allowlist’s elements and attributes; headings one level down', () => {
    const { html, links, refused } = renderMarkdown(
      '# Title\n\nSee https://example.org/a and [rel](#/projects) and [x](javascript:alert(1)).\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n',
    );
    expect(html).toBe(
      '<h2>Title</h2>\n<p>See <a href="https://example.org/a" target="_blank" rel="noopener noreferrer">https://example.org/a</a> and <a href="#/projects">rel</a> and <a>x</a>.</p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(links).toEqual(['https://example.org/a', '#/projects', 'javascript:alert(1)']);
    expect(refused).toEqual([]);
  });

  test('a body’s headings start at h2 and skip no level, whatever levels the owner wrote', () => {
    expect(renderMarkdown('### Study\n\n##### Pilot\n\n### Results\n').html).toBe(
      '<h2>Study</h2>\n<h3>Pilot</h3>\n<h2>Results</h2>',
    );
    expect(renderMarkdown('## One\n\n# Top\n').html).toBe('<h3>One</h3>\n<h2>Top</h2>');
  });

  test('a protocol-relative link (//host) loses its address, keeps its text; a relative one stays', () => {
    expect(renderMarkdown('[a](//evil.example/x) [b](<//evil.example/y z>) [c](files/cv.pdf)\n').html).toBe(
      '<p><a>a</a> <a>b</a> <a href="files/cv.pdf">c</a></p>',
    );
  });

  test('a GFM footnote keeps its ids: the reference and the back-link point at each other', () => {
    expect(renderMarkdown('A claim.[^src]\n\n[^src]: The source.\n').html).toBe(
      '<p>A claim.<sup><a href="#user-content-fn-src" id="user-content-fnref-src" data-footnote-ref>1</a></sup></p>\n' +
        '<section data-footnotes><h2>Footnotes</h2>\n<ol>\n<li id="user-content-fn-src">\n' +
        '<p>The source. <a href="#user-content-fnref-src" data-footnote-backref="" aria-label="Back to reference 1">↩</a></p>\n' +
        '</li>\n</ol>\n</section>',
    );
  });

  test('raw HTML is refused by name, and left out of the HTML', () => {
    const { html, refused } = renderMarkdown(
      'Hi <span onclick="x()">there</span>\n\n<iframe src="https://x.org"></iframe>\n',
    );
    expect(refused).toEqual(['raw HTML <span> (write it in Markdown)', 'raw HTML <iframe> (write it in Markdown)']);
    expect(html).toBe('<p>Hi there</p>');
  });
});
