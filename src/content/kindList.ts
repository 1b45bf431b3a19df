/** A section of a kind's list page, under its heading: its entries without their Markdown, each with its page when it has one. */
export interface ListedSection<Entry = Record<string, unknown>> {
  name: string;
  title: string;
  entries: ReadonlyArray<Omit<Entry, 'body'> & { page?: string }>;
}

/** What a kind's list page shows (`virtual:kind-list/<kind>`, tooling/content/site/kindList.ts): its sections and loose texts. */
export interface KindList<Entry = Record<string, unknown>> {
  sections: ReadonlyArray<ListedSection<Entry>>;
  texts: Readonly<Record<string, string>>;
}
