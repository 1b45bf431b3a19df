import { translator } from './translator.ts';
import { locale, messages as frame } from './catalogue/frame.ts';
import { messages } from './catalogue/cards.ts';

export { locale };
/** The words of cards, lists and the static pages, and the frame's. */
export const t = translator(locale, { ...frame, ...messages });
