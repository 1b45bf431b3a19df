import { namesOf } from './citationAuthors.ts';
import { shortPlain } from './shortText.ts';
import { toPlain } from './markup.ts';

/** A paper listed by hand in a page, as its line says it. */
export interface ListedPaper {
  author: string;
  title: string;
  venue: string;
  year: string;
  /** "under review", "in press" …: where the paper stands. */
  status: string;
  links: Array<[field: 'url' | 'pdf' | 'code' | 'supp', href: string]>;
  abstract: string;
}

const maxItems = 1000;

/** Where a paper stands, as owners write it beside the year. */
const statusWords = /^(?:under review|in review|in press|accepted|submitted|in preparation|forthcoming|to appear)$/i;
const monthOrDay = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2})?$|^\d{1,2}$/i;
const listItem = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
/** "(2025" opening the year's brackets, after the authors. */
const yearOpen = /\((\d{4})[a-z]?\b/;

/** The links of a line by their words: 📄 [Paper](…), 💻 [Code](…), 💾 [datasets](…), [Venue](file.pdf). */
function linksOf(line: string): ListedPaper['links'] {
  const links: ListedPaper['links'] = [];
  for (const m of line.matchAll(/\[([^\]]{1,80})\]\(([^)\s]{1,500})\)/g)) {
    const [words, href] = [m[1]!.toLowerCase().trim(), m[2]!];
    if (!/^(https?:\/\/|\/|\.\.?\/|files\/)/.test(href)) continue;
    // A label says what the link is ("Code", "datasets"); a venue's name ("Scientific Data") does not.
    const field = /^(code|software|github|repo(sitory)?)$/.test(words)
      ? 'code'
      : /^(data|datasets?|data sets?)$/.test(words)
        ? 'supp'
        : /\.pdf($|[?#])/i.test(href)
          ? 'pdf'
          : 'url';
    if (!links.some(([f]) => f === field)) links.push([field, href.replace(/^(\.\.?\/)+|^\//, '')]);
  }
  return links;
}

/**
 * The brackets after the authors: "(2025)", "(2025, September 9, under review)", "(2025, **Nature
 * Communications**, 16(1), 8893)": the year, the venue (bold, or the first part that is neither a date nor a
 * status), the status.
 */
function bracketsOf(inside: string): { venue: string; status: string } {
  const parts = inside.split(/,\s*(?![^(]*\))/).slice(1);
  const bold = /\*\*([^*]{1,200})\*\*/.exec(inside)?.[1];
  const status = parts.map((p) => toPlain(p)).find((p) => statusWords.test(p)) ?? '';
  const venue =
    bold ?? parts.map((p) => toPlain(p)).find((p) => p && !statusWords.test(p) && !monthOrDay.test(p)) ?? '';
  return { venue: toPlain(venue), status };
}

/** APA after the year: "*Title.* [Venue](file), 25(3), e14052." or "Title. Venue, 12." */
function afterYear(rest: string): { title: string; venue: string } {
  const italic = /^\s*\*([^*]{3,400})\*\s*(.*)$/.exec(rest);
  const [title, tail] = italic ? [italic[1]!, italic[2]!] : [/^[^.?!]{3,400}[.?!]/.exec(rest)?.[0] ?? '', ''];
  const after = italic ? tail : rest.slice(title.length);
  const venue = toPlain(after.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')).split(/,|\.\s/)[0] ?? '';
  return { title: toPlain(title).replace(/\.$/, ''), venue: venue.trim() };
}

/** One line that names authors before "(year…)": its paper, or undefined. */
function paperOf(line: string, heading: string): Omit<ListedPaper, 'abstract'> | undefined {
  if (line.length > 3000) return undefined;
  const at = yearOpen.exec(line);
  if (!at) return undefined;
  const author = namesOf(line.slice(0, at.index));
  const close = heading ? line.lastIndexOf(')') : line.indexOf(')', at.index);
  if (!author || close < 0) return undefined;
  const { venue: inBrackets, status } = bracketsOf(line.slice(at.index + 1, close));
  const { title, venue } = heading
    ? { title: shortPlain(heading), venue: inBrackets }
    : afterYear(line.slice(close + 1).replace(/^\s*\.\s*/, ''));
  if (!title) return undefined;
  return { author, title, venue, year: at[1]!, status, links: linksOf(line) };
}

/**
 * Publications written by hand in a page (Markdown): list items in APA form, or `###` headings each
 * followed by a line of authors with the year in brackets, a line of links and a description. Each item
 * that reads as one paper (authors, title, year) is returned; each that does not is named by its words.
 */
export function handListed(markdown: string): { papers: ListedPaper[]; unread: string[] } {
  const papers: ListedPaper[] = [];
  const unread: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // No one lists a thousand papers by hand: past that, the page is something else, and named so.
    if (papers.length + unread.length >= maxItems) {
      unread.push(`the page’s lines from “${lines[i]!.slice(0, 40)}” on (more than ${maxItems} items)`);
      break;
    }
    const heading = /^###\s+(.+)$/.exec(lines[i]!)?.[1];
    const item = listItem.exec(lines[i]!)?.[1];
    if (heading) {
      const body: string[] = [];
      while (i + 1 < lines.length && !/^#{1,6}\s/.test(lines[i + 1]!)) body.push(lines[++i]!);
      const text = body.filter((l) => l.trim());
      const paper = text[0] ? paperOf(text[0], heading) : undefined;
      if (!paper) unread.push(shortPlain(heading));
      else {
        const links = linksOf(text.slice(1, 2).join(' '));
        const abstract = shortPlain(text.slice(links.length ? 2 : 1).join(' '), 10_000);
        papers.push({ ...paper, links: [...paper.links, ...links], abstract });
      }
    } else if (item && yearOpen.test(item)) {
      const paper = paperOf(item, '');
      if (paper) papers.push({ ...paper, abstract: '' });
      else unread.push(shortPlain(item, 120));
    }
  }
  return { papers, unread };
}
