import { toPlain } from './markup.ts';

/**
 * A short field (a title, a name, a CV line) as plain text, read from at most `max` characters: what is
 * longer is no such field, and the Markdown reader need not walk a hostile 200 KB of it.
 */
export const shortPlain = (text: string, max = 400) => toPlain(text.slice(0, max));
