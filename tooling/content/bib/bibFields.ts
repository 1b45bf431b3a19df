import type { Creator, Entry } from '@retorquere/bibtex-parser';
import type { PublicationKind } from '../../../src/content/types.ts';
import type { MessageValues } from '../../../src/i18n/format.ts';
import { englishWords } from '../words/messages.ts';

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
  // The parser marks a blank line (a paragraph break) as <p>: kept as one, in text.
  return value
    .replace(parserMarkup, '')
    .replace(dotless, (c) => (c === 'ı' ? 'i' : 'j'))
    .normalize('NFC')
    .split(/<\/?p>/)
    .map((paragraph) => paragraph.replace(/[ \t\r\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
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

/** A month with extras: `nov # "~2"` (decoded "11 2"), "Nov. 2", "2 November", "Nov.–Dec." → the month, and a day if given. */
export function monthAndDay(value: string): { month?: number; day?: number } {
  const words = value
    .trim()
    .split(/[\s~,/–—-]+/)
    .filter(Boolean);
  const month = words.map(monthNumber).find((m) => m !== undefined);
  if (month === undefined) return {};
  // A number beside a month name is its day; two numbers ("11 2") are month then day.
  const numbers = words.filter((w) => /^\d{1,2}$/.test(w)).map(Number);
  const named = words.some((w) => /[a-z]/i.test(w) && monthNumber(w) !== undefined);
  const day = named ? numbers[0] : numbers[1];
  return { month, ...(day !== undefined && day >= 1 && day <= 31 ? { day } : {}) };
}

/** BibTeX and biblatex entry types onto the kinds the site shows; `@misc` and the rest look at their fields. */
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
  patent: 'Patent',
  software: 'Software',
  dataset: 'Dataset',
  data: 'Dataset',
};

export type Fields = Record<string, string | undefined>;

const says = (pattern: RegExp, ...values: Array<string | undefined>) => pattern.test(values.filter(Boolean).join(' '));
const talkWords =
  /\b(talk|keynote|invited|seminar|lecture|presentation|webinar|panel|colloquium|tutorial|set|performance|gig|concert|live ?coding)\b/i;
const preprintVenue = /arxiv|\bcorr\b|preprint|biorxiv|medrxiv|psyarxiv|ssrn/i;

/** A patent's number as Google Scholar writes it in `note`: "US Patent 11,164,025", "US Patent App. 16/123,456". */
const patentNumber =
  /\b(?:[A-Z]{2,3}\s+)?Patent(?:\s+App(?:lication|l?\.))?\s+(?:No\.?\s*)?[A-Z]{0,2}\s?\d[\d,./-]*\d(?:\s?[A-Z]\d?)?/i;

/** The patent number an entry's fields give when its type does not say patent (Google Scholar's `@misc`). */
export const patentNumberIn = (f: Fields) =>
  [f.note, f.howpublished, f.number].map((v) => patentNumber.exec(v ?? '')?.[0]).find(Boolean);

/** Google Scholar exports a patent as `@misc` published by "Google Patents", its number in `note`. */
const googlePatents = /^google patents$/i;
const isPatent = (f: Fields) => says(googlePatents, f.publisher?.trim()) || patentNumberIn(f) !== undefined;

/** The kind an entry is shown as: its type, unless its fields say poster, talk, preprint, patent, software or data. */
export function kindOf(type: string, f: Fields): PublicationKind {
  if (says(/\bposter\b/i, f.booktitle, f.eventtitle, f.howpublished, f.type, f.note)) return 'Poster';
  const typed = kindByType[type];
  if (typed && typed !== 'Journal article') return typed;
  // al-folio and Google Scholar write arXiv papers as @article in the journal "CoRR" or "arXiv preprint …".
  if (typed === 'Journal article') {
    if (says(preprintVenue, f.journal, f.journaltitle)) return 'Preprint';
    // Google Scholar's older exports: a patent as an @article in the "journal" "US Patent 7,654,321".
    return patentNumber.test(f.journal ?? '') || says(googlePatents, f.publisher?.trim()) ? 'Patent' : typed;
  }
  if (isPatent(f)) return 'Patent';
  // A data set before a talk: "set" is also a live-coding performance's word.
  if (says(/\b(data ?set|dataset)\b/i, f.type, f.howpublished)) return 'Dataset';
  if (says(talkWords, f.type, f.howpublished, f.note, f.eventtitle)) return 'Talk';
  if (says(/\b(software|code|package|library)\b/i, f.type, f.howpublished)) return 'Software';
  if (says(/\bdata\b/i, f.type, f.howpublished)) return 'Dataset';
  if (type === 'unpublished' || type === 'online' || type === 'preprint') return 'Preprint';
  if (says(preprintVenue, f.archiveprefix, f.eprinttype, f.howpublished, f.publisher, f.journal)) return 'Preprint';
  return 'Other';
}

/** The site's words a venue is written with (tooling/content/words/messages.ts `siteWords`): `venue.*`. */
export type VenueWords = (
  key: `venue.${string}` & Parameters<typeof englishWords>[0],
  values?: MessageValues,
) => string;

/** A venue's or a place's parts, those given, joined in the site's language ("Journal, 12(3)", "期刊，12(3)"). */
export function joinParts(t: VenueWords, parts: ReadonlyArray<string | undefined>): string {
  const given = parts.filter((part): part is string => Boolean(part));
  return given.length ? given.reduce((first, next) => t('venue.join', { first, next })) : '';
}

/** Where an entry appeared, in the site's language: its fields' parts joined by `venue.join`, its type's words. */
export function venueOf(type: string, kind: PublicationKind, f: Fields, t: VenueWords = englishWords): string {
  const join = (...parts: Array<string | undefined>) => joinParts(t, parts);
  const place = f.address ?? f.location;
  const eprint = f.eprint ? `${f.archiveprefix ?? f.eprinttype ?? 'arXiv'}:${f.eprint}` : undefined;
  switch (kindByType[type] ?? kind) {
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
      return join(
        f.type ?? t(type === 'mastersthesis' ? 'venue.mastersThesis' : 'venue.phdThesis'),
        f.school ?? f.institution,
      );
    case 'Report':
      return join(f.institution, f.number ? t('venue.report', { number: f.number }) : undefined);
    case 'Patent':
      return join(
        kindByType[type] !== 'Patent'
          ? patentNumberIn(f)
          : f.number
            ? f.type
              ? `${f.type} ${f.number}`
              : t('venue.patent', { number: f.number })
            : f.type,
        f.holder ?? f.assignee,
        f.nationality ?? place,
      );
    case 'Talk':
      return join(f.eventtitle ?? f.booktitle ?? f.howpublished ?? f.organization, f.venue ?? place);
    case 'Software':
    case 'Dataset':
      return join(
        f.howpublished ?? f.publisher ?? f.organization,
        f.version ? t('venue.version', { version: f.version }) : undefined,
      );
    default:
      return join(f.howpublished ?? f.journal ?? f.journaltitle ?? f.booktitle ?? f.publisher ?? f.institution, eprint);
  }
}

/** The decoded fields as plain text (`map` applied to each); creator lists and literal lists joined. */
export function textFields(entry: Entry, map: (text: string) => string = (t) => t): Fields {
  const out: Fields = {};
  for (const [name, value] of Object.entries(entry.fields)) {
    if (typeof value === 'string') out[name] = map(plain(value));
    else if (Array.isArray(value))
      out[name] = map(value.map((v) => (typeof v === 'string' ? plain(v) : displayName(v))).join(', '));
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

type Report = (field: string, problem: string) => void;

/** A year as BibTeX writes it for a paper not out yet: listed as forthcoming rather than under a year. */
const notYet = /^(in press|forthcoming|to appear|accepted|submitted|under review|in preparation|in review)$/i;

/** Fields naming where a paper appeared, which often carry its year (`ASSETS 2026`, `Proceedings of CHI 2025`). */
const venueFields = ['booktitle', 'journal', 'journaltitle', 'eventtitle'] as const;

/** The one year a venue names (`booktitle = {ASSETS 2026}`), and the venue as written; none if it names two. */
function venueYear(f: Fields): { year: string; venue: string } | undefined {
  for (const name of venueFields) {
    const venue = f[name];
    const years = new Set(venue?.match(/(?<![\d-])(?:19|20)\d\d(?![\d-])/g) ?? []);
    if (venue && years.size === 1) return { year: [...years][0]!, venue };
  }
  return undefined;
}

/**
 * ISO 8601 from biblatex `date` (a range gives its start), or from `year`, `month` and `day`. What
 * cannot be read is a warning and the date falls back to what can (a year without its odd month);
 * no year at all is read from the venue when it names one (`ASSETS 2026`), else gives undefined: the
 * entry is listed as forthcoming.
 */
export function dateOf(f: Fields, warn: Report): string | undefined {
  if (f.date) {
    const iso = /^(\d{4})(-\d{2}(-\d{2})?)?(?=$|\/)/.exec(f.date)?.[0];
    if (iso && isRealDate(iso)) return iso;
    warn('date', `"${f.date}" is not a date (use 2025, 2025-03 or 2025-03-14)${f.year ? '; the year is used' : ''}`);
  }
  const year = f.year && /^(\d{4})[a-z]?$|^\d{4}(?=\s*[-–/])/.exec(f.year)?.[0].slice(0, 4);
  if (!year) {
    const fromVenue = !f.year && !f.date ? venueYear(f) : undefined;
    if (fromVenue) {
      warn(
        'year',
        `no year: ${fromVenue.year}, the year its venue names ("${fromVenue.venue}"); write year = ${fromVenue.year} to say so`,
      );
      return fromVenue.year;
    }
    const shown = f.year ? `"${f.year}" is not a year` : 'no year';
    if (!f.date)
      warn(
        'year',
        `${shown}: listed as forthcoming${f.year && notYet.test(f.year) ? '' : ' (write year = 2025 once it is out)'}`,
      );
    return undefined;
  }
  if (year !== f.year) warn('year', `"${f.year}" read as ${year}`);
  if (!f.month) return year;
  const { month, day: dayInMonth } = monthAndDay(f.month);
  if (!month) {
    warn('month', `unknown month "${f.month}" (use jan–dec, a month name or 1–12): the year alone is shown`);
    return year;
  }
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  const dayText = f.day ?? (dayInMonth === undefined ? undefined : String(dayInMonth));
  if (!dayText) return ym;
  const iso = `${ym}-${dayText.padStart(2, '0')}`;
  if (/^\d{1,2}$/.test(dayText) && isRealDate(iso)) return iso;
  warn('day', `"${dayText}" is not a day of ${ym}: the month is shown`);
  return ym;
}

function isRealDate(iso: string): boolean {
  const [y, m = 1, d = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
