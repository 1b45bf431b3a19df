import type { Talk, TalkType } from '../../../src/content/types.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';
import { joinParts, type Fields, type VenueWords } from './bibFields.ts';
import { englishWords } from '../words/messages.ts';

/** A talk as the site shows it: from talks.ts, or read from the .bib (an entry of kind Talk). */
export interface TalkEntry extends Talk {
  /** Set when it comes from the .bib: its citation key. */
  key?: string;
}

/** The words a .bib entry's type, howpublished or note use for each type of talk, first match wins. */
const typeWords: Array<[TalkType, RegExp]> = [
  ['keynote', /\bkeynote\b/i],
  ['invited', /\binvited\b/i],
  ['panel', /\bpanel\b/i],
  ['tutorial', /\btutorial\b/i],
  ['seminar', /\b(seminar|colloquium|webinar)\b/i],
  ['lecture', /\blecture\b/i],
  ['performance', /\b(set|performance|gig|concert|live ?coding)\b/i],
  ['poster', /\bposter\b/i],
  ['contributed', /\b(talk|presentation|oral)\b/i],
];

export function talkTypeOf(f: Fields): TalkType | undefined {
  const said = [f.type, f.howpublished, f.note].filter(Boolean).join(' ');
  return typeWords.find(([, words]) => words.test(said))?.[0];
}

/** "Untitled" is how Zotero keeps a recording or a set with no title of its own: such a talk is named by its event. */
const untitled = (title: string) => /^\s*(untitled|no title|\[?untitled\]?)\s*$/i.test(title);

/** A talk from a .bib entry of kind Talk: its event, place and date; never a publication. */
export function talkFromBib(
  entry: { key: string; id: string; title: string; date?: string; fields: Fields },
  override: { title?: string; venue?: string; talkType?: TalkType },
  links: { slideLink?: string; videoLink?: string; websiteLink?: string },
  t: VenueWords = englishWords,
): TalkEntry {
  const f = entry.fields;
  const event = override.venue ?? f.eventtitle ?? f.booktitle ?? f.howpublished ?? f.organization ?? f.journal ?? '';
  const title = override.title ?? (untitled(entry.title) && event ? event : entry.title);
  const location = joinParts(t, [f.venue, f.address ?? f.location]);
  const type = override.talkType ?? talkTypeOf(f);
  return {
    key: entry.key,
    id: entry.id,
    title,
    date: entry.date ?? '',
    event: event === title ? '' : event,
    ...(location ? { location } : {}),
    ...(type ? { type } : {}),
    ...(links.slideLink ? { slides: links.slideLink } : {}),
    ...(links.videoLink?.startsWith('https://') ? { video: links.videoLink } : {}),
    ...(links.websiteLink?.startsWith('https://') ? { eventLink: links.websiteLink } : {}),
  };
}

/** What the schema cannot see in talks.ts: a talk with no type (shown without a badge: a warning). */
export function talkIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const file = `${contentLabel}/talks.ts`;
  const own = ((modules['talks.ts'] ?? {}).talks ?? []) as Array<Partial<Talk> | null>;
  return own.flatMap((talk, i) => {
    if (typeof talk !== 'object' || talk === null || talk.type !== undefined) return [];
    const entry = `talks[${i}]` + (typeof talk.title === 'string' ? ` ("${talk.title}")` : '');
    const problem = 'no type (invited, keynote, contributed …): shown without a badge';
    return [{ file, entry, field: 'type', problem, severity: 'warning' as const }];
  });
}
