/** An address as the content check takes it. */
const plainAddress = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}$/;

/** `[at]`, `(at)`, `{at}`, `<at>`, with or without spaces; the same for dot. */
const bracketed = (word: string) => new RegExp(`\\s{0,3}[[({<]\\s{0,3}${word}\\s{0,3}[\\])}>]\\s{0,3}`, 'gi');

export type ReadEmail =
  | { kind: 'plain'; email: string }
  | { kind: 'decoded'; email: string; written: string }
  | { kind: 'unreadable'; written: string };

/**
 * An address as an old site wrote it: plain, or hidden from harvesters (`name[at]gmail.com`,
 * `name [at] cs.wisc.edu`, `name (at) x (dot) edu`, `name AT x DOT edu`) and decoded to what the owner
 * meant; `unreadable` when it is hidden in a way that does not decode to one address.
 */
export function readEmail(raw: string): ReadEmail {
  const written = raw.trim();
  if (!written || /^mailto:/i.test(written) || plainAddress.test(written)) return { kind: 'plain', email: written };
  if (written.length > 200) return { kind: 'unreadable', written: written.slice(0, 60) };
  let email = written.replace(bracketed('at'), '@').replace(bracketed('dot'), '.');
  // Capital AT and DOT between spaces: a word of a sentence is never written so.
  if (!email.includes('@')) email = email.replace(/ AT /g, '@');
  email = email.replace(/ DOT /g, '.');
  return plainAddress.test(email) ? { kind: 'decoded', email, written } : { kind: 'unreadable', written };
}
