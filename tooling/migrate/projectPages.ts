import type { Project } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { isoDate, str } from './frontMatter.ts';
import { noteUnclear } from './notes.ts';
import { keptBody } from './bodies.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { found, type Migration } from './model.ts';
import { isPersonPage, personOfPage } from './peopleSources.ts';
import { localLinks, referFile, slug, stem, type Source } from './sourceFiles.ts';

const file = 'site/content/projects.ts';

/** The first paragraph of a body that is text (not a code box, a figure or a heading). */
function firstParagraph(markdown: string): string {
  return (
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !/^(```|#|!\[|<|\{%|\||- )/.test(p)) ?? ''
  );
}

/** A project card from a project page (al-folio's `_projects/`, academicpages' `_portfolio/`, Hugo's `project/`). */
export function projectOf(
  migration: Migration,
  path: string,
  data: Record<string, unknown>,
  body: string,
  picture: { from: string; to: string } | undefined,
  base = '',
): void {
  found(migration, 'projects');
  const title = toPlain(str(data.title));
  const demo = demoOf(title, str(data.description), body.trim().slice(0, 300));
  if (demo || data.category === 'reference') {
    migration.left.push({
      kind: 'projects',
      from: path,
      reason: 'demo',
      why: demo ?? 'al-folio’s demo category "reference"',
    });
    return;
  }
  if (data.draft === true || data.published === false) {
    migration.left.push({ kind: 'projects', from: path, reason: 'draft', why: 'not published' });
    return;
  }
  let image = picture;
  const unclear: string[] = [];
  const summary = str(data.description) || str(data.summary) || str(data.excerpt);
  const converted = toMarkdown(summary || firstParagraph(body));
  const linked = localLinks(converted.text, migration, path, unclear, base);
  const description = toPlain(linked);
  // A picture in the summary (academicpages' excerpt) is the card's picture when the page names none.
  const pictured = /!\[[^\][]*\]\(([^()\s]+)\)/.exec(linked)?.[1];
  if (!image && pictured && !/^https?:/.test(pictured))
    image = { from: migration.files.find((f) => f.to === pictured)?.from ?? pictured, to: pictured };
  const id = slug(title) || slug(stem(path) === 'index' ? path.split('/').slice(-2, -1)[0]! : stem(path)) || 'project';
  const date = isoDate(data.date);
  const project: Project = { id, title, ...(date ? { date } : {}), description };
  if (image) {
    project.image = referFile(migration, image.from, image.to, `projects › ${id} › image`);
    project.alt = '';
    migration.todos.push({ file, entry: id, field: 'alt', what: 'what the picture shows (the old site gave no text)' });
  }
  const redirect = str(data.redirect) || str(data.external_link);
  if (redirect)
    migration.todos.push({
      file,
      entry: id,
      field: 'description',
      what: `the old card linked to ${redirect}: a project card has no web link; add it to the description or a news item`,
    });
  noteUnclear(migration, file, id, 'description', [...converted.unclear, ...unclear]);
  // The whole page as the project's body, which gives it a page of its own (a redirect's stub has none worth keeping).
  const page = redirect ? undefined : pageBody(migration, path, body, id, base);
  migration.projects.push({ entry: project, from: path, ...(page ? { body: page } : {}) });
}

/** A project page's body, all of it, as Markdown. */
function pageBody(migration: Migration, path: string, body: string, id: string, base: string): string | undefined {
  const converted = toMarkdown(body);
  const unclear = [...converted.unclear];
  const linked = localLinks(converted.text, migration, path, unclear, base);
  noteUnclear(migration, file, id, 'body', unclear);
  return keptBody(migration, { file, entry: id, field: 'body' }, linked);
}

/** A Jekyll folder of project pages; a team member's page among them (`category: team`) is a person. */
export function readProjects(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    if (isPersonPage(page.data)) {
      personOfPage(migration, path, page.data, page.body);
      continue;
    }
    const img = str(page.data.img) || str((page.data.header as Record<string, unknown> | undefined)?.teaser);
    const image =
      img && !/^https?:/.test(img) ? { from: img.replace(/^\//, ''), to: img.replace(/^\//, '') } : undefined;
    projectOf(migration, path, page.data, page.body, image);
  }
}
