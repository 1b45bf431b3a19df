import type { ItemKind } from '../../../src/content/itemPages.ts';
import { contentKinds, type ContentKind, type KindName } from '../../../src/content/kinds.ts';
import { itemFile } from '../../../src/content/staticAddresses.ts';
import { contentFile, markdownFieldNames } from '../checks/contentSchema.ts';
import { bodyOf, isOneParagraph, lineOf, type MarkdownMode } from '../markdown/markdown.ts';
import type { DataStore, StoreEntry } from './types.ts';

/** Markdown to HTML and its words: the build's one renderer (markdown.ts); a test may count its calls. */
export type Renderer = (source: string, mode: MarkdownMode, page?: string) => { html: string; text?: string };

const renderer: Renderer = (source, mode, page) => (mode === 'inline' ? lineOf(source) : bodyOf(source, page));

interface Source {
  name: string;
  source: string;
  /** A one-liner (a news item's text), or a paragraph of the intro that is one paragraph: no wrapping <p>. */
  mode: MarkdownMode;
}

/** The Markdown sources of an entry, by the name its HTML is kept under: `body`, `text`, each paragraph as `intro[0]`. */
function markdownSources(kind: KindName, data: Record<string, unknown>): Source[] {
  const { schema } = contentFile(kind);
  const filled = (source: unknown): source is string => typeof source === 'string' && source.trim() !== '';
  const oneLine = (contentKinds[kind] as ContentKind).markdown?.oneLine;
  const line =
    oneLine && filled(data[oneLine]) ? [{ name: oneLine, source: data[oneLine], mode: 'inline' as const }] : [];
  const bodies = markdownFieldNames(schema).flatMap((name): Source[] => {
    const source = data[name];
    return filled(source) ? [{ name, source, mode: 'block' }] : [];
  });
  const paragraphs = Object.keys(schema)
    .filter((field) => schema[field]!.kind === 'paragraphs' && Array.isArray(data[field]))
    .flatMap((field) =>
      (data[field] as unknown[]).flatMap((source, i): Source[] =>
        filled(source) ? [{ name: `${field}[${i}]`, source, mode: isOneParagraph(source) ? 'inline' : 'block' }] : [],
      ),
    );
  return [...line, ...bodies, ...paragraphs];
}

/**
 * Each entry's Markdown as HTML, once, after the check has made the bodies' pictures (their HTML names the
 * fitted files). An entry with a page of its own gets footnote links that name it; a news item carries its
 * line's HTML (`textHtml`), and its body's when it has a page (`bodyHtml`), as the site shows them.
 */
export function renderStore(store: DataStore, render: Renderer = renderer): DataStore {
  // The talks hold talks.ts's entries and the .bib's: each rendered once.
  for (const entry of new Set<StoreEntry>([...Object.values(store.entries).flat(), ...store.talks])) {
    const page = entry.page ? itemFile(entry.kind as ItemKind, entry.page) : undefined;
    for (const { name, source, mode } of markdownSources(entry.kind, entry.data)) {
      const done = render(source, mode, page);
      entry.html[name] = done.html;
      if (mode === 'inline') entry.lines.push(name);
      entry.text[name] = (done.text ?? '').replace(/\s+/g, ' ').trim();
    }
    if (entry.kind === 'news') {
      if (entry.html.text) entry.data.textHtml = entry.html.text;
      if (entry.page && entry.html.body) entry.data.bodyHtml = entry.html.body;
    }
  }
  store.rendered = true;
  return store;
}
