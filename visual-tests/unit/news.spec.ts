import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { newsEntries } from '../../src/content/news';
import { oneWarningPerHost } from '../../tooling/content/checks/httpLinks';
import { bodyOf, lineOf, renderMarkdown } from '../../tooling/content/markdown/markdown';
import { newsIssues } from '../../tooling/content/markdown/news';
import { headline } from '../../tooling/content/markdown/newsHeadline';
import { storeOf } from '../../tooling/content/store/store';
import { formatIssue, isWarning } from '../../tooling/content/checks/validateContent';
import { completeOutDir, outDir, repoRoot } from '../support/buildOutput';

/*
 * News: the order and anchors the archive and the feeds share, the build's check, and the feeds as a
 * real feed reader (feedsmith) reads them back from the complete test owner's build.
 */

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const publicDir = path.join(repoRoot, 'sample/public');

test.describe('News items', () => {
  test('newest first; a second item the same day gets -2; an anchor stays when text is edited or an item is added', () => {
    const items = [
      { date: '2025-03-14', text: 'First that day' },
      { date: '2026-01-02', text: 'Newer' },
      { date: '2025-03-14', text: 'Second that day' },
      { date: '2024', text: 'A year alone', id: 'phd-start' },
    ];
    const entries = newsEntries(items, '2026-11-26');
    expect(entries.map((e) => [e.text, e.anchor])).toEqual([
      ['Newer', 'news-2026-01-02'],
      ['First that day', 'news-2025-03-14'],
      ['Second that day', 'news-2025-03-14-2'],
      ['A year alone', 'news-phd-start'],
    ]);
    const edited = newsEntries(
      [{ date: '2023-05-01', text: 'Added later' }, ...items.map((i) => ({ ...i, text: `${i.text}!` }))],
      '2026-11-26',
    );
    expect(edited.map((e) => e.anchor)).toEqual([
      'news-2026-01-02',
      'news-2025-03-14',
      'news-2025-03-14-2',
      'news-phd-start',
      'news-2023-05-01',
    ]);
  });

  test('an item dated after the build is upcoming; one that day is not', () => {
    const entries = newsEntries(
      [
        { date: '2026-11-27', text: 'a' },
        { date: '2026-11-26', text: 'b' },
        { date: '2026-12', text: 'c' },
      ],
      '2026-11-26',
    );
    expect(entries.map((e) => [e.date, e.upcoming])).toEqual([
      ['2026-12', true],
      ['2026-11-27', true],
      ['2026-11-26', false],
    ]);
  });

  test('the markup: the site’s Markdown on one line, no wrapping <p>; raw HTML as written', () => {
    expect(lineOf('See [our <lab>](https://example.org/a?b=1&c=2) and *this*, not <b>html</b> or a * star.').html).toBe(
      'See <a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">our &lt;lab></a> and <em>this</em>, not &lt;b>html&lt;/b> or a * star.',
    );
    expect(
      headline({
        text: 'Our paper on [trust](https://example.org) was accepted at CHI, the conference on human factors in computing.',
      }),
    ).toBe('Our paper on trust was accepted at CHI, the conference…');
    expect(headline({ title: 'Given', text: 'x' })).toBe('Given');
  });

  test('_words_ is emphasis too, not inside a word; a bare https:// address is a link to itself, its sentence’s full stop left out', () => {
    expect(
      lineOf('At _HRI_ with my_snake_case tool; slides at https://example.org/a_b/c.pdf. Or (https://example.org/x).')
        .html,
    ).toBe(
      'At <em>HRI</em> with my_snake_case tool; slides at <a href="https://example.org/a_b/c.pdf" target="_blank" rel="noopener noreferrer">https://example.org/a_b/c.pdf</a>. Or (<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">https://example.org/x</a>).',
    );
  });

  test('a headline made from the first words is cut at a word outside a link, never inside one', () => {
    expect(
      headline({ text: 'Our paper [Legible motion in shared aisles with mobile robots at work](https://x.org/a) won' }),
    ).toBe('Our paper…');
    // A link that opens the text is kept whole.
    expect(
      headline({
        text: '[Legible motion in shared aisles with mobile robots at work today](https://x.org/a) won a prize',
      }),
    ).toBe('Legible motion in shared aisles with mobile robots at work today…');
    expect(headline({ text: 'We won [CHI](https://x.org), and then a few more words after it all' })).toBe(
      'We won CHI, and then a few more words after…',
    );
  });

  test('a body’s footnote links name the item’s own page, which holds their ids (a bare #… is a route in the app)', () => {
    const [item] = storeOf({
      modules: { 'news.ts': { news: [{ date: '2025-03-14', body: 'A claim.[^1]\n\n[^1]: The source.\n' }] } },
      publications: [],
    }).news;
    expect(item!.bodyHtml).toBe(
      '<p>A claim.<sup><a href="news/2025-03-14.html#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref>1</a></sup></p>\n' +
        '<section data-footnotes><h2>Footnotes</h2>\n<ol>\n<li id="user-content-fn-1">\n' +
        '<p>The source. <a href="news/2025-03-14.html#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1">↩</a></p>\n' +
        '</li>\n</ol>\n</section>',
    );
  });

  test('feed.json’s content_text is the body’s text, every character reference read (no &#x3C;)', () => {
    const { text } = renderMarkdown('Is 1 < 2 & "yes"? It\'s *so* — A&amp;B.\n\n- one\n- two\n');
    expect(text).toBe('Is 1 < 2 & "yes"? It\'s so — A&B.\none\ntwo');
  });

  test('the build names a link that would not work; a future date is a warning', () => {
    const modules = {
      'news.ts': {
        news: [
          { date: '2026-01-10', text: 'Accepted!', paper: 'nosuchkey2026' },
          { date: '2026-01-11', text: 'Click [here](javascript:alert(1)) or [there](http://example.org/x).' },
          { date: '2027-03-01', text: 'Upcoming keynote.' },
          { date: '2026-01-12', text: 'Fine', paper: 'known2025' },
        ],
      },
    };
    expect(newsIssues(modules, 'site/content', publicDir, '2026-11-26').map(formatIssue)).toEqual([
      'site/content/news.ts › news[1] (2026-01-11) › text: link [javascript:alert(1)]: external link "javascript:alert(1)" must start with https://',
      'site/content/news.ts › news[1] (2026-01-11) › text: link "http://example.org/x" is http://: published as written; write https:// where example.org has it',
      'site/content/news.ts › news[2] (2027-03-01) › date: 2027-03-01 is after today: shown as upcoming',
    ]);
  });

  test('http:// links are published as written, with one warning per host naming the first place', () => {
    const modules = {
      'news.ts': {
        news: [
          { date: '2016-05-01', text: 'Our [lab](http://lab.example.org/home) opened.' },
          {
            date: '2016-06-01',
            text: 'Read [the notes](http://lab.example.org/notes) and [more](http://old.example.net).',
          },
          {
            date: '2016-07-01',
            text: 'A body follows.',
            body: 'See [the map](http://lab.example.org/map).\n\nAnd [this](https://safe.example.org).',
          },
        ],
      },
    };
    const issues = oneWarningPerHost(newsIssues(modules, 'site/content', publicDir, '2026-11-26'));
    expect(issues.map(formatIssue)).toEqual([
      'site/content/news.ts › news[0] (2016-05-01) › text: link "http://lab.example.org/home" (and 2 more links to lab.example.org) is http://: published as written; write https:// where lab.example.org has it',
      'site/content/news.ts › news[1] (2016-06-01) › text: link "http://old.example.net" is http://: published as written; write https:// where old.example.net has it',
    ]);
    expect(issues.every(isWarning)).toBe(true);
    // The link is in the page as written, opening in a new tab as every link off the site does.
    expect(bodyOf('See [the map](http://lab.example.org/map).').html).toBe(
      '<p>See <a href="http://lab.example.org/map" target="_blank" rel="noopener noreferrer">the map</a>.</p>',
    );
  });
});

test.describe('The feeds, read back by a feed reader (the complete test owner)', () => {
  test('feed.xml is Atom (RFC 4287): the feed’s id, title, updated, author and absolute self link; each entry’s id, title, updated, link', () => {
    const feed = parseAtomFeed(read(completeOutDir, 'feed.xml'));
    expect(feed.id).toBe('https://example.org/');
    expect(feed.title).toEqual({ value: 'Maya Lindqvist — Human–Robot Interaction Researcher' });
    expect(feed.updated).toBe('2030-09-01T00:00:00Z');
    expect(feed.authors?.map((a) => a.name)).toEqual(['Maya Lindqvist']);
    expect(feed.links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: 'https://example.org/feed.xml',
    });
    // 43 news items and the three newest publications (publicationsInFeed = 3).
    expect(feed.entries).toHaveLength(46);
    for (const entry of feed.entries ?? []) {
      expect(entry.id).toMatch(/^tag:example\.org,\d{4}-\d{2}-\d{2}:(news\/news-|publication\/)/);
      expect(entry.title?.value).toBeTruthy();
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(entry.links?.[0]?.href).toMatch(/^https:\/\/example\.org\//);
    }
    expect(new Set(feed.entries?.map((e) => e.id)).size).toBe(46);
    const first = feed.entries![0]!;
    expect(first).toMatchObject({
      id: 'tag:example.org,2030-09-01:news/news-2030-09-01',
      title: { value: 'Keynote at the Nordic HRI Summer School' },
      links: [{ rel: 'alternate', href: 'https://example.org/news/#news-2030-09-01' }],
    });
    expect(feed.entries!.map((e) => e.id)).toContain('tag:example.org,2026-03-16:publication/lindqvist2026early');
  });

  test('an item with a body: its headline (or first line), its own page as the link, the whole body as HTML with absolute links', () => {
    const atom = parseAtomFeed(read(completeOutDir, 'feed.xml'));
    const json = parseJsonFeed(JSON.parse(read(completeOutDir, 'feed.json')));
    const school = atom.entries!.find((e) => e.id === 'tag:example.org,2026-03-20:news/news-2026-03-20-summer-school')!;
    expect(school.title).toEqual({ value: 'Teaching at the field-studies summer school' });
    expect(school.links).toEqual([
      { rel: 'alternate', type: 'text/html', href: 'https://example.org/news/2026-03-20-summer-school.html' },
    ]);
    const html = school.content!.value!;
    expect(html).toContain('<li><strong>observation protocols</strong> for mixed human–robot teams,</li>');
    expect(html).toContain('<td>Observation in the aisles</td>');
    expect(html).toContain(
      '<a href="https://example.org/summer-school-2026/programme/field-studies-with-robots/reading-list-and-application" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain('<a href="https://example.org/#/projects">projects I draw on</a>');
    expect(html).toContain('<a href="https://example.org/#/publications?kind=journal">journal articles</a>');
    expect(html.endsWith('<p><a href="https://example.org/summer-school-2026">Read more</a></p>')).toBe(true);
    // No title: the first line of the body is its headline.
    const dataset = json.items!.find(
      (i) => i.id === 'tag:example.org,2025-12-05:news/news-2025-12-05-dataset-release',
    )!;
    expect(dataset.title).toBe('The anonymised observation logs from six months of warehouse fieldwork…');
    expect(dataset.url).toBe('https://example.org/news/2025-12-05-dataset-release.html');
    expect(dataset.content_html).toContain(
      "<blockquote>\n<p>Workers' own workarounds are the best guide to what the robots should show.</p>\n</blockquote>",
    );
    expect(dataset.content_text).toContain(
      "Workers' own workarounds are the best guide to what the robots should show.",
    );
    // A one-line item stays one line, its bare address a link.
    const slides = atom.entries!.find((e) => e.id === 'tag:example.org,2025-10-30:news/news-2025-10-30')!;
    expect(slides.content?.value).toBe(
      '<p>Slides from the lab\'s open day are at <a href="https://example.org/open_day_2025/slides/legible_motion_in_shared_aisles_with_mobile_robots.pdf" target="_blank" rel="noopener noreferrer">https://example.org/open_day_2025/slides/legible_motion_in_shared_aisles_with_mobile_robots.pdf</a> (a long address that wraps).</p>',
    );
    expect(read(completeOutDir, 'sitemap.xml')).toContain(
      '<url><loc>https://example.org/news/2026-03-20-summer-school.html</loc><lastmod>2026-03-20</lastmod></url>',
    );
  });

  test('Markdown is made HTML in the build: no chunk the browser loads carries a Markdown parser or sanitiser', () => {
    const assets = path.join(completeOutDir, 'assets');
    const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      const code = read(assets, chunk);
      expect(code, chunk).not.toMatch(/atxHeadingSequence|thematicBreakSequence|micromark|hast-util/);
      // The body reaches the browser as the build's HTML only, never as the Markdown it was written in.
      expect(code, chunk).not.toContain('- planning a field study');
      expect(code, chunk).not.toContain('"body":');
    }
  });

  test('text with <, &, quotes and ]]> reads back exactly, in the Atom, the JSON and the archive page', () => {
    const title = 'Escaping <check> & “quotes”';
    const text =
      'Text with <angle brackets>, an ampersand & a "double" and \'single\' quote, and a CDATA end ]]> in the middle; see the <lab> & co..';
    const atom = parseAtomFeed(read(completeOutDir, 'feed.xml'));
    const entry = atom.entries!.find((e) => e.id === 'tag:example.org,2026-02-02:news/news-2026-02-02')!;
    expect(entry.title).toEqual({ value: title });
    expect(entry.content?.value).toBe(
      '<p>Text with &lt;angle brackets&gt;, an ampersand &amp; a "double" and \'single\' quote, and a CDATA end ]]&gt; in the middle; see <a href="https://example.org/lab?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">the &lt;lab&gt; &amp; co.</a>.</p>',
    );
    const json = parseJsonFeed(JSON.parse(read(completeOutDir, 'feed.json')));
    const item = json.items!.find((i) => i.id === entry.id)!;
    expect(item.title).toBe(title);
    expect(item.content_text).toBe(text);
    const archive = read(completeOutDir, 'news/index.html');
    expect(archive).toContain('Escaping &lt;check&gt; &amp; “quotes”');
    expect(archive).toContain(
      '<a href="https://example.org/lab?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">the &lt;lab&gt; &amp; co.</a>',
    );
  });

  test('feed.json is JSON Feed 1.1: version, title, items each with id and content; the same ids as the Atom feed', () => {
    const raw = JSON.parse(read(completeOutDir, 'feed.json')) as { version: string; feed_url: string };
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    expect(raw.feed_url).toBe('https://example.org/feed.json');
    const json = parseJsonFeed(raw);
    expect(json.title).toBe('Maya Lindqvist — Human–Robot Interaction Researcher');
    for (const item of json.items ?? []) {
      expect(item.id).toBeTruthy();
      expect(item.content_html ?? item.content_text).toBeTruthy();
    }
    const atom = parseAtomFeed(read(completeOutDir, 'feed.xml'));
    expect(json.items!.map((i) => i.id)).toEqual(atom.entries!.map((e) => e.id));
  });

  test('every page links both feeds; the sitemap lists the archive', () => {
    const links = [
      '<link rel="alternate" type="application/atom+xml" href="feed.xml" title="Maya Lindqvist: news">',
      '<link rel="alternate" type="application/feed+json" href="feed.json" title="Maya Lindqvist: news">',
    ];
    for (const file of [
      'index.html',
      'news/index.html',
      'publications/index.html',
      'publications/lindqvist2025shift.html',
    ])
      for (const link of links) expect(read(completeOutDir, file), file).toContain(link);
    expect(read(completeOutDir, 'sitemap.xml')).toContain('<loc>https://example.org/news/</loc>');
  });

  test('no news (the sample): no feed, no archive, no feed link, no News on Home', () => {
    for (const file of ['feed.xml', 'feed.json', 'news/index.html'])
      expect(existsSync(path.join(outDir, file)), file).toBe(false);
    const index = read(outDir, 'index.html');
    expect(index).not.toContain('rel="alternate"');
    expect(index).toContain('Currently working on');
    expect(index).not.toContain('All news');
  });
});
