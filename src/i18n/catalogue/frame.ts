import { en, type Catalogue } from '../messages/en.ts';

/*
 * The frame part of the site's catalogue. The build serves this module as the site's language's, with the
 * owner's words (tooling/content/site/messages.ts), so the browser gets one language; in Node it is English.
 */
/** The site's language (BCP 47), for plurals, numbers and dates. */
export const locale: string = 'en';
export const messages: Catalogue['frame'] = en.frame;
