import type { Creator, Entry } from '@retorquere/bibtex-parser';
import type { PublicationKind } from '../../content/types.ts';

/**
 * How a BibTeX entry's fields become what the site shows: LaTeX-decoded text made plain, names,
 * months, dates, the kind of publication and its venue.
 */

/*
 * Decoded fields come back as text with a little HTML for the commands the
 * parser knows (\textit → <i>, \textsc → <span style=…>, \url → <a>). The site
 * shows plain text, so exactly those tags are removed; a `<` in a title
 * ("$<$") is left alone because it starts no such tag.
 */
const parserMarkup = /<\/?(?:i|b|em|strong|sup|sub|sc|span|a|nc|code|tt)\b[^>]*>/g;

/** `{\'\i}` decodes to a dotless ı with a combining accent; readers expect í. */
const dotless = /[ıȷ](?=[\u0300-\u036f])/g;

export function plain(value: string): string {
  return value
    .replace(parserMarkup, '')
    .replace(dotless, (c) => (c === 'ı' ? 'i' : 'j'))
    .normalize('NFC')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

export const displayName = (c: Creator) =>
  plain(c.name ?? [c.firstName, c.prefix, c.lastName, c.suffix].filter(Boolean).join(' '));

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "3", "03", "mar", "March", "Sept." → 3 or 9; anything else → undefined. */
export function monthNumber(value: string): number | undefined {
  const v = value.trim().toLowerCase().replace(/\.$/, '');
  if (/^\d{1,2}$/.test(v)) return Number(v) >= 1 && Number(v) <= 12 ? Number(v) : undefined;
  const i = monthNames.findIndex((name) => v.length >= 3 && name.startsWith(v));
  return i >= 0 ? i + 1 : undefined;
}

/** BibTeX entry types onto the kinds the site shows; `@misc` and the rest look at their fields. */
const kindByType: Record<string, PublicationKind> = {
  article: 'Journal article',
  inproceedings: 'Conference paper',
  conference: 'Conference paper',
  proceedings: 'Conference paper',
  book: 'Book',
  incollection: 'Book chapter',
  inbook: 'Book chapter',
  phdthesis: 'Thesis',
  mastersthesis: 'Thesis',
  thesis: 'Thesis',
  techreport: 'Report',
  report: 'Report',
  unpublished: 'Preprint',
  online: 'Preprint',
};

export type Fields = Record<string, string | undefined>;

export function kindOf(type: string, f: Fields): PublicationKind {
  if (/\bposter\b/i.test([f.booktitle, f.eventtitle, f.howpublished, f.type, f.note].filter(Boolean).join(' ')))
    return 'Poster';
  if (
    /arxiv|preprint/i.test(
      [f.journal, f.archiveprefix, f.eprinttype, f.howpublished, f.publisher].filter(Boolean).join(' '),
    )
  )
    return 'Preprint';
  return kindByType[type] ?? 'Other';
}

export function venueOf(type: string, f: Fields): string {
  const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(', ');
  const place = f.address ?? f.location;
  switch (kindByType[type]) {
    case 'Journal article': {
      const issue = f.volume ? `${f.volume}${f.number ? `(${f.number})` : ''}` : undefined;
      return join(f.journal ?? f.journaltitle, issue);
    }
    case 'Conference paper':
      return join(f.booktitle ?? f.eventtitle, place);
    case 'Book chapter':
      return join(f.booktitle, f.publisher);
    case 'Book':
      return join(f.publisher, place);
    case 'Thesis':
      return join(f.type ?? (type === 'mastersthesis' ? 'Master’s thesis' : 'PhD thesis'), f.school ?? f.institution);
    case 'Report':
      return join(f.institution, f.number ? `Report ${f.number}` : undefined);
    default:
      return join(
        f.howpublished ?? f.journal ?? f.booktitle ?? f.publisher ?? f.institution,
        f.eprint ? `${f.archiveprefix ?? f.eprinttype ?? 'arXiv'}:${f.eprint}` : undefined,
      );
  }
}

/** The decoded fields as plain text; creator lists and literal lists joined. */
export function textFields(entry: Entry): Fields {
  const out: Fields = {};
  for (const [name, value] of Object.entries(entry.fields)) {
    if (typeof value === 'string') out[name] = plain(value);
    else if (Array.isArray(value))
      out[name] = value.map((v) => (typeof v === 'string' ? plain(v) : displayName(v))).join(', ');
  }
  return out;
}

/** Fields whose text is shown on a page: anything LaTeX left in them would show as is. */
export const shownFields = [
  'title',
  'author',
  'journal',
  'journaltitle',
  'booktitle',
  'eventtitle',
  'address',
  'location',
  'publisher',
  'school',
  'institution',
  'howpublished',
  'abstract',
  'volume',
  'number',
];

/** ISO 8601 from biblatex `date`, or from `year`, `month` and `day`. */
export function dateOf(f: Fields, fail: (field: string, problem: string) => void): string | undefined {
  if (f.date) {
    if (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(f.date)) return f.date;
    fail('date', `"${f.date}" is not a date (use 2025, 2025-03 or 2025-03-14)`);
    return undefined;
  }
  if (!f.year) {
    fail('year', 'required field is missing');
    return undefined;
  }
  if (!/^\d{4}$/.test(f.year)) {
    fail('year', `"${f.year}" is not a year`);
    return undefined;
  }
  if (!f.month) return f.year;
  const month = monthNumber(f.month);
  if (!month) {
    fail('month', `unknown month "${f.month}" (use jan–dec, a month name or 1–12)`);
    return undefined;
  }
  const ym = `${f.year}-${String(month).padStart(2, '0')}`;
  if (!f.day) return ym;
  const day = Number(f.day);
  const valid = /^\d{1,2}$/.test(f.day) && new Date(Date.UTC(Number(f.year), month - 1, day)).getUTCDate() === day;
  if (!valid) {
    fail('day', `"${f.day}" is not a day of ${ym}`);
    return undefined;
  }
  return `${ym}-${String(day).padStart(2, '0')}`;
}
