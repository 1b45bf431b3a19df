import { toPlain } from './markup.ts';

/** The name a greeting uses: the first one that is not an initial ("R. Stuart Geiger" → Stuart). */
export const greetingName = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return words.find((word) => !/^\p{L}\.?$|^(\p{L}\.)+$/u.test(word)) ?? words[0] ?? '';
};

/** A sentence that greets ("Hi, I am Nora.", "Hello!", "Welcome to my page.") or presents its writer ("I am …"). */
const greets = /^(?:hi|hello|hey|hiya|welcome|greetings|howdy|hallo|bonjour|hola|ciao)\b/i;
const presents = /^(?:i am|i[’']m|my name is|this is)\b/i;

/** The first sentence of a paragraph (up to its first full stop, "!" or "?" followed by a space). */
const firstSentence = (paragraph: string) => /^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;

/**
 * The home page's heading and intro. The template's "Hi, I’m X." unless the owner's about text already
 * greets: a short greeting sentence of theirs becomes the heading (and leaves the intro; a word alone gains
 * the name: "Hi! I’m Nora."); an intro that
 * opens "I am …" or greets at length keeps its words, under the owner's name.
 */
export function greetingOf(name: string, intro: string[]): { greeting: string; intro: string[] } {
  const first = greetingName(name).replace(/\.$/, '');
  const opening = intro[0] ?? '';
  const sentence = firstSentence(opening).trim();
  if (greets.test(sentence) && sentence.length <= 80) {
    const rest = opening.slice(firstSentence(opening).length).trim();
    // A greeting word alone ("Hi!") is joined by the name it did not say, unless the owner's next words say it.
    const bare = sentence.split(/\s+/).length <= 2 && first && !sentence.includes(first) && !presents.test(rest);
    return {
      // The heading is plain text: the intro's Markdown (a link, emphasis) keeps to the intro.
      greeting: toPlain(bare ? `${sentence} I’m ${first}.` : sentence),
      intro: rest ? [rest, ...intro.slice(1)] : intro.slice(1),
    };
  }
  if (greets.test(sentence) || presents.test(sentence)) return { greeting: name, intro };
  return { greeting: first ? `Hi, I’m ${first}.` : '', intro };
}

const squeeze = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The role without the affiliation it repeats: '' when the role is the affiliation (academicpages' bio
 * often opens with the institution), and "Postdoc at Example University" → "Postdoc".
 */
export function roleApartFrom(role: string, affiliation: string): string {
  const place = squeeze(affiliation);
  if (!place) return role;
  if (squeeze(role) === place || place.includes(squeeze(role))) return '';
  const at = role.toLowerCase().lastIndexOf(affiliation.toLowerCase());
  if (at > 0 && at + affiliation.length === role.length)
    return role
      .slice(0, at)
      .replace(/(?:\s*[,@|–—-]\s*|\s+(?:at|in|of)\s+)$/i, '')
      .trim();
  return role;
}

const placeWords = /universit|college|institut|school|academy|polytechnic|laborator|\blab\b|centre|center/i;

/**
 * A role that names its place ("PhD student in Economics @ University of Michigan", "Postdoc at Example
 * Institute") split in two, for a site whose configuration names no employer.
 */
export function roleAndPlace(role: string): { role: string; affiliation: string } | undefined {
  const m = /^(.{2,120}?)\s+(?:@|at)\s+(.{2,120})$/i.exec(role);
  return m && placeWords.test(m[2]!) ? { role: m[1]!.trim(), affiliation: m[2]!.trim() } : undefined;
}
