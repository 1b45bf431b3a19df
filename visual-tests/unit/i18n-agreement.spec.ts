import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { monthRangeIn } from '../../src/content/dates';
import { pageFileOf, prerenderedPage } from '../support/buildOutput';
import { buildSite, sampleCopy } from '../support/siteCopy';

/*
 * A German owner's site, built: one paper's authors, one degree's dates and an upcoming item read the same on
 * the site's page, the paper's static page, the CV PDF, resume.json and the feed, each from Intl (ListFormat,
 * DateTimeFormat and its ranges), not written by hand in English.
 */

/** Text as a reader gets it: tags off, every run of spaces (thin ones too) one space. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('a German site: one paper’s authors, one degree’s dates and “Demnächst” agree on its page, static page, CV and feed', async () => {
  test.setTimeout(240_000);
  const site = sampleCopy('i18n-agreement-', 'de');
  try {
    mkdirSync(path.join(site, 'content/news'));
    writeFileSync(path.join(site, 'content/news/_index.yaml'), 'publicationsInFeed: 1\n');
    writeFileSync(
      path.join(site, 'content/news/2031-05-14.md'),
      '---\ndate: 2031-05-14\n---\n\nEin Vortrag in Lissabon.\n',
    );
    const { code, output, outDir } = await buildSite(site);
    expect(code, output).toBe(0);
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    const html = read('index.html');
    // Home's page is in index.html; every other page in a file of its own.
    const page = (route: string) => prerenderedPage(html, route, route === 'home' ? '' : read(pageFileOf(html, route)));
    const cv = execFileSync('pdftotext', [path.join(outDir, 'maya-lindqvist-cv.pdf'), '-'], { encoding: 'utf8' });

    const authors = 'Maya Lindqvist, Jonas Berg und Henrik Dahl';
    expect(plain(page('publications'))).toContain(authors);
    expect(plain(read('publications/lindqvist2026early.html'))).toContain(authors);
    expect(plain(cv)).toContain(authors);
    expect(read('feed.xml')).toContain(`Poster: ${authors}. HRI ’26`);
    expect(JSON.parse(read('resume.json')).publications[0]).toMatchObject({ summary: authors });

    // The MSc, September 2020 to June 2022: German months, Intl's range mark (an en dash between thin spaces).
    expect(page('about')).toContain(
      '<time dateTime="2020-09">Sept. 2020</time><span aria-hidden="true">\u2009–\u2009</span>',
    );
    expect(page('about')).toContain('<time dateTime="2022-06">Juni 2022</time>');
    expect(plain(cv)).toContain('Sept. 2020 – Juni 2022');
    expect(plain(cv)).toContain('Sept. 2022 – heute');

    // An item after the build: its day in German, marked upcoming in German, on Home and in the feed's entry.
    expect(plain(page('home'))).toContain('14. Mai 2031Demnächst');
    expect(read('feed.xml')).toContain('<updated>2031-05-14T00:00:00Z</updated>');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a range of months reads in the site’s language, Intl’s range mark between; English keeps its own', () => {
  const msc = { date: '2020-09', endDate: '2022-06' };
  expect(monthRangeIn('en', msc, 'present')).toBe('Sep 2020 – Jun 2022');
  expect(monthRangeIn('de', { date: '2022-09', current: true }, 'heute')).toBe('Sept. 2022\u2009–\u2009heute');
  // Word joiners (U+2060) keep a Chinese or Japanese date on one line: never "2022年6" / "月".
  expect(monthRangeIn('zh-CN', msc, '至今')).toBe(
    '2020\u2060年\u20609\u2060月\u2009–\u20092022\u2060年\u20606\u2060月',
  );
  expect(monthRangeIn('ja', msc, '')).toBe('2020\u2060年\u20609\u2060月～2022\u2060年\u20606\u2060月');
  expect(monthRangeIn('ko', msc, '')).toBe('2020\u2060년\u00a0\u20609월~2022\u2060년\u00a0\u20606월');
  expect(monthRangeIn('pt-BR', { date: '2020-09' }, 'presente')).toBe('set. de 2020');
  expect(monthRangeIn('de', {}, 'heute')).toBe('');
});
