import { translator } from './translator';
import { locale, messages as frame } from './catalogue/frame';
import { messages } from './catalogue/cards';

export { locale };
/** The words of cards, lists and the static pages, and the frame's. */
export const t = translator(locale, { ...frame, ...messages });
