import { en, type Catalogue } from '../messages/en.ts';

/*
 * The cards part of the site's catalogue. The build serves this module as the site's language's, with the
 * owner's words (tooling/content/words/messages.ts), so the browser gets one language; in Node it is English.
 */
export const messages: Catalogue['cards'] = en.cards;
