import { en, type Catalogue, type Part } from '../../src/i18n/messages/en.ts';
import type { CheckedContent } from './loadContent.ts';

/** The parts of the catalogue, each served as `src/i18n/catalogue/<part>.ts` is imported (contentModules.ts). */
export const catalogueParts = Object.keys(en) as Part[];

/** The site's language and its words: the catalogue of `site.locale`. */
export function siteCatalogue(_content: CheckedContent): { locale: string; catalogue: Catalogue } {
  return { locale: 'en', catalogue: en };
}

/** The module a catalogue part is in the browser: the site's language's messages of that part alone. */
export function catalogueModule(part: Part, content: CheckedContent): string {
  const { locale, catalogue } = siteCatalogue(content);
  return `export const locale = ${JSON.stringify(locale)};\nexport const messages = ${JSON.stringify(catalogue[part])};\n`;
}
