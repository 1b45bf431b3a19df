import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { siteWords } from '../../tooling/content/words/messages';
import { siteContentOf } from '../../tooling/content/site/siteContent';
import { llmsTxt } from '../../tooling/generators/llmsTxt';
import { completeOutDir } from '../support/buildOutput';
import { checkedFixture } from '../fixtures/validContent';

/*
 * llms.txt read by the format's own rules (llmstxt.org): an H1 (the only required part), an optional
 * blockquote, then any Markdown but headings, then H2 sections holding lists of `[name](url)` links,
 * each with optional `: notes`. The parser refuses anything else, so a stray line fails the test.
 */
interface LlmsLink {
  name: string;
  url: string;
  notes?: string;
}
interface LlmsTxt {
  title: string;
  summary?: string;
  details: string[];
  sections: Array<{ heading: string; links: LlmsLink[] }>;
}

const linkItem = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.+))?$/;

function parseLlmsTxt(text: string): LlmsTxt {
  expect(text.endsWith('\n'), 'ends with a newline').toBe(true);
  const [head, ...rest] = text.split(/^## /m);
  const blocks = head!.split(/\n{2,}/).filter((b) => b.trim());
  const title = /^# (\S.*)$/.exec(blocks.shift() ?? '')?.[1];
  if (!title) throw new Error('llms.txt must open with an H1 on its first line');
  const summary = blocks[0]?.startsWith('> ') ? blocks.shift()!.slice(2) : undefined;
  for (const block of blocks) if (/^#/m.test(block)) throw new Error(`a heading before the H2 sections: ${block}`);
  const sections = rest.map((section) => {
    const [heading, ...lines] = section.split('\n');
    const links = lines
      .filter((line) => line.trim())
      .map((line) => {
        const match = linkItem.exec(line);
        if (!match) throw new Error(`## ${heading}: not a "- [name](url): notes" item: ${line}`);
        return { name: match[1]!, url: match[2]!, ...(match[3] ? { notes: match[3] } : {}) };
      });
    return { heading: heading!, links };
  });
  return { title, summary, details: blocks, sections };
}

test.describe('llms.txt', () => {
  test('the complete owner’s file follows the format: name, summary, pages, CV, every paper, feeds', () => {
    const file = path.join(completeOutDir, 'llms.txt');
    const llms = parseLlmsTxt(readFileSync(file, 'utf8'));
    expect(llms.title).toBe('Maya Lindqvist');
    expect(llms.summary).toMatch(
      /^PhD student in Human–Computer and Human–Robot Interaction, Interactive Robotics Lab, Nordhavn University\. I am a fourth-year/,
    );
    expect(llms.sections.map((s) => s.heading)).toEqual([
      'Pages',
      'CV',
      'Publications',
      'Feeds',
      'Elsewhere',
      'Optional',
    ]);
    const urls = (heading: string) => llms.sections.find((s) => s.heading === heading)!.links.map((l) => l.url);
    expect(urls('Pages')).toEqual([
      'https://example.org/',
      'https://example.org/#/about',
      'https://example.org/#/projects',
      'https://example.org/publications/',
      'https://example.org/news/',
      'https://example.org/#/contact',
    ]);
    expect(urls('CV')).toEqual(['https://example.org/maya-lindqvist-cv.pdf', 'https://example.org/resume.json']);
    expect(urls('Feeds')).toEqual(['https://example.org/feed.xml', 'https://example.org/feed.json']);
    const papers = llms.sections.find((s) => s.heading === 'Publications')!.links;
    expect(papers).toHaveLength(12);
    expect(papers[0]).toEqual({
      name: 'Too Early, Too Late: The Timing of Robot Explanations and Its Effect on Trust Repair',
      url: 'https://example.org/publications/lindqvist2026early.html',
      notes:
        'Conference paper. Maya Lindqvist, Jonas Berg, and Henrik Dahl. HRI ’26: ACM/IEEE International Conference on Human-Robot Interaction, Edinburgh, UK. 2026',
    });
    // Every file it names on the site is in the build.
    for (const url of llms.sections.flatMap((s) => s.links.map((l) => l.url))) {
      if (!url.startsWith('https://example.org/') || url.includes('#')) continue;
      const rel = url.slice('https://example.org/'.length) || 'index.html';
      expect(existsSync(path.join(completeOutDir, rel.endsWith('/') ? `${rel}index.html` : rel)), rel).toBe(true);
    }
  });

  test('without a site address the links stay relative; brackets in a title keep the link whole', () => {
    const site = siteContentOf(checkedFixture())!;
    site.profile.site.url = 'example.org';
    site.publications[0]!.title = 'Paper [B]: a (study)';
    const llms = parseLlmsTxt(llmsTxt(site)!);
    expect(llms.title).toBe('Test Owner');
    expect(llms.summary).toBe('PhD student, Test Lab. One paragraph.');
    expect(llms.details).toEqual(['A test site.']);
    // The owner's own CV (profile.resume), each paper's page, and no feed: this content has no news.
    expect(llms.sections.map((s) => s.heading)).toEqual(['Pages', 'CV', 'Publications', 'Elsewhere', 'Optional']);
    expect(llms.sections[1]!.links.map((l) => l.url)).toEqual(['files/cv.pdf', 'resume.json']);
    expect(llms.sections[2]!.links[0]).toEqual({
      name: 'Paper (B): a (study)',
      url: 'publications/paper-b.html',
      notes: 'Journal article. Test Owner. THRI. 2025',
    });
    expect(llms.sections[0]!.links.map((l) => l.url)).toEqual([
      './',
      '#/about',
      '#/projects',
      'publications/',
      '#/contact',
    ]);
  });

  test('a German site’s file: its headings and notes in German, "Optional" kept as the format’s keyword', () => {
    const site = siteContentOf(checkedFixture())!;
    site.words = siteWords({ modules: { 'profile.ts': { profile: { site: { locale: 'de' } } } } });
    const llms = parseLlmsTxt(llmsTxt(site)!);
    expect(llms.sections.map((s) => s.heading)).toEqual([
      'Seiten',
      'Lebenslauf',
      'Publikationen',
      'Anderswo',
      'Optional',
    ]);
    expect(llms.sections[0]!.links.map((l) => l.notes)).toEqual([
      'Die Vorstellung.',
      'Der Lebenslauf: Ausbildung, Berufserfahrung, Auszeichnungen, Kenntnisse, Vorträge.',
      'Aktuelle und frühere Projekte.',
      'Alle Publikationen auf einer Seite.',
      'So erreichen Sie mich.',
    ]);
    expect(llms.sections[4]!.links[0]!.notes).toBe('Jede Seite mit eigener Adresse.');
  });

  test('site.llmsTxt: false leaves the file out', () => {
    const site = siteContentOf(checkedFixture())!;
    expect(llmsTxt(site)).toContain('# Test Owner\n');
    site.profile.site.llmsTxt = false;
    expect(llmsTxt(site)).toBeUndefined();
  });
});
