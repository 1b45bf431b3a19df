/**
 * The kinds whose entries may each have a page of their own, one with a body: a news item
 * (`#/news/<page>`, static `news/<page>.html`) and a project (`#/projects/<page>`, `projects/<page>.html`).
 * Plain data: the app, the prerender and the build's check read the same names.
 */

export const itemKinds = ['news', 'projects'] as const;
export type ItemKind = (typeof itemKinds)[number];

/** The app's path of an entry's own page. */
export const itemPath = (kind: ItemKind, page: string) => `/${kind}/${page}`;

/** An entry's page under its id: in lower case, as the app reads addresses. */
export const pageOfId = (id: string) => id.toLowerCase();

/** A project with a body has its own page. */
export const projectPage = (project: { id: string; body?: string }) =>
  project.body?.trim() ? pageOfId(project.id) : undefined;

/** The headline of each entry with a page, by page, per kind: what the app's routes are made from. */
export type ItemPages = Readonly<Record<ItemKind, Readonly<Record<string, string>>>>;
