import { translator } from './translator.ts';
import { locale, messages as frame } from './catalogue/frame.ts';
import { messages as cards } from './catalogue/cards.ts';
import { messages } from './catalogue/pages.ts';

export { locale };
/** Every word of the catalogue: the pages', the cards' and the frame's. */
export const t = translator(locale, { ...frame, ...cards, ...messages });
