import type { SkillGroup } from '../../src/content/types.ts';
import { shortPlain } from './shortText.ts';
import { sectionName } from './alfolioCv.ts';
import { cvEntryOf, type ListItem } from './cvLines.ts';
import { demoOf } from './demo.ts';
import { found, noteRead, type CvSection, type Migration } from './model.ts';
import { referFile, slug, type Source } from './sourceFiles.ts';

interface Section {
  title: string;
  items: ListItem[];
  /** Lines of text that are no list item (prose, Liquid). */
  prose: string[];
}

const listLine = /^(\s*)[*+-]\s+(.*)$/;

/** A page's sections: a heading (`Title` over `===`, `# Title`, `**Title**` over `===`) and its list. */
export function sectionsOf(body: string): Section[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const sections: Section[] = [];
  let current: Section | undefined;
  let inItem = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const setext = /^={3,}\s*$|^-{3,}\s*$/.test(lines[i + 1] ?? '') && line.trim() && !listLine.test(line);
    const atx = /^#{1,3}\s+(.+)$/.exec(line);
    if (setext || atx) {
      // A CV page has a dozen sections; past a few hundred it is no CV page, and what follows is not read.
      if (sections.length >= 300) break;
      current = { title: shortPlain(atx ? atx[1]! : line, 200), items: [], prose: [] };
      sections.push(current);
      inItem = false;
      if (setext) i++;
      continue;
    }
    const item = listLine.exec(line);
    const last = current?.items.at(-1);
    if (current && item && item[1]!.length < 2) current.items.push({ line: item[2]!, nested: [] });
    else if (item && last) last.nested.push(item[2]!);
    else if (last && inItem && line.trim()) {
      // A line under an item continues it (or the nested line above); after a hard break it is a part of its own.
      const joined = (text: string) => `${text.trimEnd()}${/ {2}$/.test(text) ? ',' : ''} ${line.trim()}`;
      if (last.nested.length) last.nested[last.nested.length - 1] = joined(last.nested.at(-1)!);
      else last.line = joined(last.line);
    } else if (current && line.trim()) current.prose.push(line.trim());
    inItem = Boolean((item || inItem) && line.trim());
  }
  return sections;
}

/** Sections whose entries each need a period or a place (a title alone does not say a job or a degree). */
const timed = /education|experience|employment|positions|appointments|work/i;
const skillsTitle = /skill|expertise|competenc|languages|tools|programming/i;
/** The Liquid loops academicpages' CV page lists its collections with: those are read from the collections. */
const liquidOnly = (s: Section) => !s.items.length && s.prose.every((p) => /\{%|\{\{|<\/?ul>|^$/.test(p));

/** academicpages' `_pages/cv.md` written as Markdown lists under headings: CV sections and skills. */
export function readCvPage(source: Source, migration: Migration) {
  const file = '_pages/cv.md';
  if (!source.has(file)) return;
  const { body } = source.page(file);
  // The CV PDF the page links becomes the profile's resume (the site's CV link), when the old folder holds it.
  const pdf = /\]\(\s*(?:\.\.)?\/?((?:files|assets)\/[^)\s]+\.pdf)\s*\)/i.exec(body)?.[1];
  if (pdf && !pdf.split('/').includes('..') && !migration.profile.resume) {
    if (source.has(pdf)) migration.profile.resume = referFile(migration, pdf, pdf, 'profile › resume');
    else
      migration.todos.push({
        file: 'site/content/profile.ts',
        entry: 'profile',
        field: 'resume',
        what: `the old CV page links ${pdf}, which its folder does not hold: put your CV PDF in site/public/ and name it here`,
      });
  }
  const sections = sectionsOf(body).filter((s) => !liquidOnly(s));
  const demo = demoOf(/GitHub University|Currently signed in to 43 different slack teams/.exec(body)?.[0]);
  if (demo) {
    found(migration, 'cv');
    migration.left.push({ kind: 'cv', from: file, reason: 'demo', why: `${demo}: all ${sections.length} sections` });
    return;
  }
  noteRead(migration, file, `the CV: ${sections.length} sections (${sections.map((s) => s.title).join(', ')})`);
  for (const section of sections) {
    const from = `${file} › ${section.title}`;
    if (!section.items.length) {
      found(migration, 'cv');
      migration.left.push({
        kind: 'cv',
        from,
        reason: 'unsupported',
        why: 'written as prose, not a list: place its words in cv.ts',
      });
      continue;
    }
    if (skillsTitle.test(section.title)) {
      readSkills(section, migration, from);
      continue;
    }
    found(migration, 'cv', section.items.length);
    const cv: CvSection = { name: sectionName(section.title, migration), title: section.title, entries: [] };
    for (const item of section.items) {
      const entry = cvEntryOf(item, timed.test(section.title));
      if (entry) cv.entries.push({ entry, from });
      else
        migration.left.push({
          kind: 'cv',
          from,
          reason: 'unsupported',
          why: `“${shortPlain(item.line, 200)}” does not read as one entry (a title with its place or date): add it to cv.ts by hand`,
        });
    }
    if (cv.entries.length) migration.cv.push(cv);
  }
}

/** A skills section: each item with lines under it is a group of its own; the plain items one group. */
function readSkills(section: Section, migration: Migration, from: string) {
  const plain = section.items.filter((i) => !i.nested.length).map((i) => shortPlain(i.line));
  const groups: SkillGroup[] = section.items
    .filter((i) => i.nested.length)
    .map((i) => {
      const title = shortPlain(i.line).replace(/^\*+|\*+$/g, '');
      return { id: slug(title), title, skills: i.nested.map((n) => shortPlain(n)) };
    });
  if (plain.length) groups.unshift({ id: slug(section.title), title: section.title, skills: plain });
  found(migration, 'skills', groups.length);
  for (const group of groups) migration.skills.push({ entry: group, from });
}
