import { formatsFor, locale, messages } from './catalogue/frame.ts';

/** The language's formatting data (localeData.ts): the build's in the browser. */
export { formatsFor, locale };
/**
 * The frame's words (src/i18n/messages/en.ts, `frame`): what the entry needs, nothing more. They take no
 * arguments (a test holds them to it), so the entry carries no message formatter, only the lookup.
 */
export const t = (key: keyof typeof messages): string => messages[key];
