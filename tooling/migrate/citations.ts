import { readAuthor } from '../../src/content/authorNames.ts';
import { publicationFile } from '../../src/content/staticAddresses.ts';
import { readBibliography } from '../content/bib/bibtex.ts';
import type { Migration } from './model.ts';

/** A paper of the owner's .bib as a citation shows it: its page on the new site and its short reference. */
export interface Cited {
  page: string;
  words: string;
}

/** The family name as a citation gives it: the last word of the name as shown. */
const family = (author: string) => readAuthor(author).name.split(/\s+/).at(-1) ?? '';

/** "Okonkwo-Berg, 2024", "Okonkwo-Berg and Martínez, 2024", "Okonkwo-Berg et al., 2024" (APA's in-text form). */
function shortReference(authors: readonly string[], date: string | undefined): string {
  const names =
    authors.length > 2 ? `${family(authors[0]!)} et al.` : authors.map(family).filter(Boolean).join(' and ');
  return [names, date?.slice(0, 4)].filter(Boolean).join(', ');
}

/** Each citation key of the owner's .bib, with its paper's page and short reference (none when it cannot be read). */
export function citationsOf(bib: string): Record<string, Cited> {
  const cited: Record<string, Cited> = {};
  try {
    for (const p of readBibliography(bib, 'publications.bib').publications)
      cited[p.key] = { page: publicationFile(p.id, 'html'), words: shortReference(p.authors, p.date) || p.key };
  } catch {
    // A .bib the parser refuses is named by the content check; its keys stay words here.
  }
  return cited;
}

/** `{% cite key %}` as a link to that paper's page; a key the .bib lacks keeps its words, named. */
export function citedLink(migration: Migration, key: string, unclear: string[]): string {
  const cited = migration.citations?.[key];
  if (cited) return `[${cited.words}](${cited.page})`;
  unclear.push(`citation ${key}: no entry of the .bib has this key, so it is kept as its words`);
  return key;
}
