import { realBibDir } from '../support/realBib';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { fieldRole } from '../../src/content/publishedFields';
import type { Publication } from '../../src/content/types';

/**
 * A .bib written the ways real owners' tools write it (owners.bib: Zotero, JabRef, al-folio and
 * jekyll-scholar habits), read with the files its links name in a public/ of its own. Expected values are
 * literal, from the fixture as written.
 */
const publicDir = 'visual-tests/fixtures/public-owners';
function read(bib: string, modules = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'owners-bib-'));
  copyFileSync(bib, join(dir, 'publications.bib'));
  return readPublications(dir, 'site', modules, publicDir);
}
const { publications, talks, issues } = read('visual-tests/fixtures/bibtex/owners.bib');
const lines = issues.map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`);
const byId = (id: string) => {
  const found = publications.find((p) => p.id === id);
  if (!found) throw new Error(`no publication "${id}"`);
  return found;
};

test.describe('A real owner’s .bib, unchanged', () => {
  test('fails only where the site cannot show an entry truthfully; everything else is a warning', () => {
    expect(lines.filter((l) => l.startsWith('error'))).toEqual([
      'error: site/publications.bib › untitled2013 › title: required field is missing',
      'error: site/publications.bib › unsafe2014 › url: "javascript:alert(1)" is not a web address the site can link (use https://…)',
    ]);
    expect(lines.filter((l) => l.startsWith('warning'))).toEqual([
      'warning: site/publications.bib › ferreira2023corr › selected: bareword "true" (line 42) is not a defined @string: read as the text "true"',
      'warning: site/publications.bib › ferreira2022jabref › publisher: bareword "acm" (line 54) is not a defined @string: read as the text "acm"',
      'warning: site/publications.bib › ferreira2022jabref › author: "Speidel,, Stefanie" has an empty part beside a comma: read without it',
      'warning: site/publications.bib › ferreira2021dx › year: field given twice: the first ("2021") is used, "2020" is left out',
      'warning: site/publications.bib › ferreira2025press › year: "in press" is not a year: listed as forthcoming',
      'warning: site/publications.bib › ferreira2016arxiv › month: unknown month "Smarch" (use jan–dec, a month name or 1–12): the year alone is shown',
      'warning: site/publications.bib › ferreira2024handover › file, annotation, urldate, keywords: private, left off the site, but in the repository',
      'warning: site/publications.bib: 1 entry carries private fields (file paths, notes, tags, bookkeeping) into the repository, which is public on a free GitHub Pages site: `npm run clean-bib` writes the .bib without them',
      'warning: site/publications.bib: fields the site does not know, left off every page: dates (1 entry); if one should show, put what it says in a field the site shows (award, abbr) or in publications.ts',
      'warning: site/publications.bib › ferreira2023corr › preview: remote image "https://example.com/remote-preview.png?sig=abc%2Fdef%2Fghi" is not fetched by the build (the site requests nothing from other hosts): `npm run previews` downloads it once into public/images/publications/ and records it in previews.json; shown without it until then',
      'warning: site/publications.bib › ferreira2020noscheme › url: "www.example.org/workshop" has no scheme: linked as https://www.example.org/workshop',
    ]);
  });

  test('front matter, @comment, @preamble and divider lines are skipped; every entry is read once', () => {
    expect(publications.map((p) => [p.id, p.kind, p.date])).toEqual([
      ['ferreira2025press', 'Other', undefined],
      ['ferreira2024handover', 'Conference paper', '2024-11-02'],
      ['ferreira2023corr', 'Preprint', '2023'],
      ['ferreira2022jabref', 'Conference paper', '2022-09'],
      ['ferreira2021dx', 'Journal article', '2021-05-14'],
      ['ferreira2020noscheme', 'Conference paper', '2020'],
      ['ferreira2018patent', 'Patent', '2018'],
      ['ferreira2017toolkit', 'Software', '2017'],
      ['ferreira2016arxiv', 'Preprint', '2016'],
      ['ferreira2015msc', 'Thesis', '2015'],
      ['unsafe2014', 'Journal article', '2014'],
    ]);
    // A talk is shown as a talk, once, never as a paper (no page, no Scholar tags, not in the list).
    expect(talks).toEqual([
      {
        key: 'ferreira2019talk',
        id: 'ferreira2019talk',
        title: 'Why Robots Should Explain Themselves',
        date: '2019-06',
        event: 'Nordic HRI Summer School',
        type: 'invited',
      },
    ]);
  });

  test('text reads as the owner meant: < and %, accents beside UTF-8, double braces, et al.', () => {
    const handover = byId('ferreira2024handover');
    expect(handover.title).toBe('Learning Handovers with <5 Demonstrations and <10 Minutes');
    expect(handover.authors).toEqual(['Ana Ferreira*', 'Marta Bieńkiewicz', 'Emre Yağız', 'Benoît François']);
    expect(handover.etAl).toBe(true);
    expect(byId('ferreira2023corr').title).toBe('Gaze Cues in Shared Workspaces');
    expect(byId('ferreira2023corr').authors).toEqual(['Ana Ferreira', 'Jürgen Weiß']);
    expect(byId('ferreira2022jabref').authors).toEqual(['Ana Ferreira', 'Stefanie Speidel']);
    expect(byId('ferreira2020noscheme').abstract).toBe('We study robots in the wild.');
    expect(byId('ferreira2020noscheme').venue).toBe('Workshop on Social Robots, Lisbon, Portugal');
    expect(byId('ferreira2021dx').venue).toBe('Journal of Human-Robot Interaction');
    expect(byId('ferreira2018patent').venue).toBe('Patent EP1234567, Example Robotics');
  });

  test('al-folio’s fields give links, a picture from public/, badges and the selected flag', () => {
    expect(byId('ferreira2024handover')).toMatchObject({
      pdfLink: 'files/papers/ferreira2024handover.pdf',
      codeLink: 'https://github.com/example/handover',
      videoLink: 'https://www.youtube.com/watch?v=abc123',
      websiteLink: 'https://example.org/handover',
      posterLink: 'https://example.org/poster.pdf',
      arxivLink: 'https://arxiv.org/abs/2403.01234',
      preview: 'images/publications/handover.svg',
      abbr: 'RO-MAN',
      award: 'Best Paper Award',
      selected: true,
    });
    expect(byId('ferreira2023corr')).toMatchObject({ selected: true });
    expect(byId('ferreira2023corr').preview).toBeUndefined();
    expect(byId('ferreira2016arxiv').arxivLink).toBe('https://arxiv.org/abs/1601.00001');
  });

  test('DOIs written as URLs are DOIs; http:// is kept, a bare host gets https://', () => {
    expect(byId('ferreira2022jabref')).toMatchObject({
      doiLink: 'https://doi.org/10.1145/3491102.3501234',
      url: 'http://example.org/chi22',
    });
    expect(byId('ferreira2021dx').doiLink).toBe('https://doi.org/10.1145/3450000');
    expect(byId('ferreira2021dx').url).toBeUndefined();
    expect(byId('ferreira2020noscheme').url).toBe('https://www.example.org/workshop');
  });

  test('Cite leaves private and display fields out and gives the decoded entry', () => {
    expect(byId('ferreira2024handover').bibtex).toBe(`@inproceedings{ferreira2024handover,
  title     = {Learning Handovers with <5 Demonstrations and <10 Minutes},
  author    = {Ferreira*, Ana and Bieńkiewicz, Marta and Yağız, Emre and François, Benoît and others},
  booktitle = {IEEE International Conference on Robot and Human Interactive Communication},
  year      = {2024},
  month     = nov,
  pages     = {12–19}
}`);
    expect(byId('ferreira2022jabref').bibtex).toContain('doi       = {10.1145/3491102.3501234}');
    expect(byId('ferreira2022jabref').bibtex).toContain('note      = {Acceptance rate 19% (101/530)}');
  });

  test('the owner can hide whole kinds and take fields out in publications.ts (privateFields, the older name, too)', () => {
    const { publications: shown } = read('visual-tests/fixtures/bibtex/owners.bib', {
      'publications.ts': {
        hiddenKinds: ['Talk', 'Patent'],
        privateFields: ['pages'],
        unpublishedFields: ['abstract', 'url'],
      },
    });
    expect(shown.map((p) => p.kind)).not.toContain('Patent');
    expect(shown).toHaveLength(publications.length - 1);
    expect(
      read('visual-tests/fixtures/bibtex/owners.bib', { 'publications.ts': { hiddenKinds: ['Talk'] } }).talks,
    ).toEqual([]);
    const handover = shown.find((p) => p.id === 'ferreira2024handover')!;
    expect(handover.bibtex).not.toContain('pages');
    expect(handover.bibtex).not.toContain('abbr');
    expect(handover.abbr).toBe('RO-MAN');
    const noscheme = shown.find((p) => p.id === 'ferreira2020noscheme')!;
    expect(noscheme.abstract).toBeUndefined();
    expect(noscheme.url).toBeUndefined();
    expect(noscheme.bibtex).not.toMatch(/abstract|url|robots in the wild/i);
  });
});

/** What no page and no Cite text may carry: LaTeX, "undefined", a private field. */
function leftovers(p: Publication): string[] {
  const shown = [p.title, ...p.authors, p.venue, p.abstract ?? '', p.abbr ?? '', p.award ?? ''].join(' ');
  const found: string[] = [];
  if (/[{}\\]|undefined/.test(shown)) found.push(`shown text: ${shown.match(/.{0,20}([{}\\]|undefined).{0,20}/)![0]}`);
  const citeValues = p.bibtex.split('\n').slice(1, -1).join('\n');
  const inValue = /^ +[\w-]+ *= \{(.*)\},?$/gm;
  for (const [, value] of citeValues.matchAll(inValue)) {
    if (/\\|undefined/.test(value!)) found.push(`Cite value: ${value}`);
  }
  for (const [, field] of p.bibtex.matchAll(/^ +([\w-]+) *=/gm)) {
    if (fieldRole(field!) !== 'cited') found.push(`field not cited in Cite: ${field}`);
  }
  return found;
}

test.describe('Real owners’ files (../shared/realbib, when present)', () => {
  const folder = realBibDir() ?? '../shared/realbib';
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.bib')) : [];
  test('each builds with warnings only, every entry read once, nothing private or undecoded on a page or in Cite', () => {
    test.skip(files.length === 0, `no real .bib files at ${folder}: skipped`);
    for (const file of files) {
      const source = readFileSync(join(folder, file), 'utf8');
      const entries = source.match(/^\s*@(?!string|comment|preamble)\w+\s*\{/gim)!.length;
      const { publications: read_, issues: found } = read(join(folder, file));
      expect(found.filter((i) => i.severity === undefined).map(formatIssue), file).toEqual([]);
      expect(read_.length, file).toBe(entries);
      for (const p of read_) expect(leftovers(p), `${file} › ${p.id}`).toEqual([]);
    }
  });
});
