import type { ItemKind } from '../../../src/content/itemPages.ts';
import type { KindName } from '../../../src/content/kinds.ts';
import { itemFile } from '../../../src/static/staticAddresses.ts';
import { contentFile, markdownFieldNames } from '../contentSchema.ts';
import { bodyOf, footnotesOn, plainText } from '../markdown.ts';
import type { DataStore, StoreEntry } from './types.ts';

/** Markdown to HTML: the build's renderer (markdown.ts); a test may count its calls. */
export type Renderer = (source: string) => { html: string };

/** The Markdown sources of an entry, by the name its HTML is kept under: `body`, each paragraph as `intro[0]`. */
function markdownSources(kind: KindName, data: Record<string, unknown>): Array<[name: string, source: string]> {
  const { schema } = contentFile(kind);
  const filled = (source: unknown): source is string => typeof source === 'string' && source.trim() !== '';
  const bodies = markdownFieldNames(schema).flatMap((field): Array<[string, string]> => {
    const source = data[field];
    return filled(source) ? [[field, source]] : [];
  });
  const paragraphs = Object.keys(schema)
    .filter((field) => schema[field]!.kind === 'paragraphs' && Array.isArray(data[field]))
    .flatMap((field) =>
      (data[field] as unknown[]).flatMap((source, i): Array<[string, string]> =>
        filled(source) ? [[`${field}[${i}]`, source]] : [],
      ),
    );
  return [...bodies, ...paragraphs];
}

/**
 * Each entry's Markdown as HTML, once, after the check has made the bodies' pictures (their HTML names the
 * fitted files). An entry with a page of its own gets footnote links that name it (markdown.ts, footnotesOn);
 * a news item with a page carries its body's HTML as the site shows it.
 */
export function renderStore(store: DataStore, render: Renderer = bodyOf): DataStore {
  // The talks hold talks.ts's entries and the .bib's: each rendered once.
  for (const entry of new Set<StoreEntry>([...Object.values(store.entries).flat(), ...store.talks])) {
    for (const [name, source] of markdownSources(entry.kind, entry.data)) {
      const html = render(source).html;
      entry.html[name] = entry.page ? footnotesOn(html, itemFile(entry.kind as ItemKind, entry.page)) : html;
      entry.text[name] = plainText(source);
    }
    if (entry.kind === 'news' && entry.page && entry.html.body) entry.data.bodyHtml = entry.html.body;
  }
  store.rendered = true;
  return store;
}
