import { translator } from './translator.ts';
import { locale, messages } from './catalogue/frame.ts';

export { locale };
/** The frame's words (src/i18n/messages/en.ts, `frame`): what the entry needs, nothing more. */
export const t = translator(locale, messages);
