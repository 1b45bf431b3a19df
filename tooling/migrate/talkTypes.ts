import type { TalkType } from '../../src/content/types.ts';

/** An old site's talk type, in its words, as the site's badge; undefined when the words do not say which. */
export function talkTypeOf(words: string): TalkType | undefined {
  const w = words.toLowerCase();
  if (/keynote|plenary/.test(w)) return 'keynote';
  if (/invited/.test(w)) return 'invited';
  if (/panel/.test(w)) return 'panel';
  if (/tutorial/.test(w)) return 'tutorial';
  if (/poster/.test(w)) return 'poster';
  if (/lecture/.test(w)) return 'lecture';
  if (/seminar|colloquium/.test(w)) return 'seminar';
  if (/proceedings|paper presentation|contributed|conference talk/.test(w)) return 'contributed';
  return undefined;
}
