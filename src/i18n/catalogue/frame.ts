import { en, type Catalogue } from '../messages/en.ts';
import type { LocaleData } from '../localeData.ts';
import { localeDataFor } from '../localeIntl.ts';

/*
 * The frame part of the site's catalogue. The build serves this module as the site's language's, with the
 * owner's words (tooling/content/words/messages.ts), so the browser gets one language; in Node it is English.
 */
/** The site's language (BCP 47), for plurals, numbers and dates. */
export const locale: string = 'en';
export const messages: Catalogue['frame'] = en.frame;
/**
 * A language's formatting data (localeData.ts): in Node, from its Intl, for any locale; in the browser the
 * build's, for the site's language, so the browser writes what the prerendered page has.
 */
export const formatsFor: (locale: string) => LocaleData = localeDataFor;
