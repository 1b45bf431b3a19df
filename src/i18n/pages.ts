import { translator } from './translator';
import { locale, messages as frame } from './catalogue/frame';
import { messages as cards } from './catalogue/cards';
import { messages } from './catalogue/pages';

export { locale };
/** Every word of the catalogue: the pages', the cards' and the frame's. */
export const t = translator(locale, { ...frame, ...cards, ...messages });
