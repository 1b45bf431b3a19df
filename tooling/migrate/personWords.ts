import { toPlain } from './markup.ts';

/** How team pages word a person: their name without titles, their role, their group (members or alumni). */

/** A group's words that say its people have left ("Alumni", "Former members", "Past students"). */
export const formerGroup = /\b(alumn[ia]e?|alumnus|former|past|previous|graduated)\b/i;

/** Words of a role ("PhD student", "Postdoctoral fellow", "MSc"): a line made of these is the role, not a topic. */
export const roleWords =
  /\b(student|candidate|postdoc\w*|professor|lecturer|researcher|scientist|engineer|assistant|associate|fellow|intern|director|manager|coordinator|technician|visiting|undergrad\w*|graduate|ph\.?d|master'?s?|m\.?sc|b\.?sc|mphil|alumn\w*|pi)\b/i;

/** Words that read as a role: a few words, no sentence ("PhD student", not "An old student project."). */
export function readsAsRole(text: string): boolean {
  const words = text.trim();
  return words.length <= 60 && words.split(/\s+/).length <= 6 && !/[.!?]$/.test(words) && roleWords.test(words);
}

/** A name as people write it on a team page, without the title before it or the letters after it. */
export function plainName(text: string): string {
  return toPlain(text)
    .replace(/^(dr|prof|professor|mr|mrs|ms|mx)\.?\s+/i, '')
    .replace(/[’']s$/, '')
    .replace(/,\s*(ph\.?d|m\.?d|m\.?sc?|b\.?sc?|mba|frcsc|jr|sr)\b.*$/i, '')
    .trim();
}

/** A role as a group's heading or category says it: `PhD` → `PhD student`, `Masters Students` → `Master’s student`. */
export function roleOfGroup(group: string): string {
  const words = toPlain(group).trim();
  if (/^ph\.?d\.?( students?| candidates?)?$/i.test(words)) return 'PhD student';
  if (/^(masters?|m\.?sc?\.?)( students?)?$/i.test(words)) return 'Master’s student';
  if (/^(undergrad(uate)?s?)( students?)?$/i.test(words)) return 'Undergraduate student';
  if (/^post-?docs?$/i.test(words)) return 'Postdoc';
  // A plural heading names one of its people in the singular ("Research Assistants" → "Research assistant").
  const one = words
    .replace(/(?<=[a-z]{3})s$/, '')
    .split(' ')
    .map((word, i) => (i > 0 && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
  return one.charAt(0).toUpperCase() + one.slice(1);
}
