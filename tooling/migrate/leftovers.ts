import { str } from './frontMatter.ts';
import { ownWords } from './freePages.ts';
import { found, noteRead, type Migration } from './model.ts';
import type { Source } from './sourceFiles.ts';
import { isRecord } from '../content/checks/isRecord.ts';

/** Data files the templates keep for their own layouts: what each was for, and why the new site needs none. */
const dataFiles: Array<[RegExp, string]> = [
  [/^_data\/navigation\.ya?ml$/, 'the old menu: the new site has its own'],
  [/^_data\/ui-text\.ya?ml$/, 'the template’s interface words: the new site has its own'],
  [/^_data\/comments\//, 'visitors’ comments kept by the template: the site has no comments'],
  [/^_data\/authors\.ya?ml$/, 'the template’s author cards: the profile is read from _config.yml'],
  [
    /^_data\/(coauthors|venues|teasers|citations)\.ya?ml$/,
    'what the template’s publication list draws (links, badges, counts): the .bib holds the papers',
  ],
  [/^_data\/repositories\.ya?ml$/, 'GitHub repositories for the template’s page: link them from your projects'],
  [
    /^(config\/_default\/|data\/)?(menus?|languages|module)\.(toml|ya?ml|json)$/,
    'Hugo’s menus, languages or modules: the new site has its own',
  ],
];

/** Words a HugoBlox landing page holds in its blocks (`sections:` → `content.title`, `content.text`). */
function landingWords(sections: unknown[]): { words: number; blocks: string[] } {
  let words = 0;
  const blocks: string[] = [];
  for (const section of sections) {
    if (!isRecord(section)) continue;
    blocks.push(str(section.block) || '?');
    const content = isRecord(section.content) ? section.content : {};
    words += ownWords(`${str(content.title)}\n${str(content.text)}`);
  }
  return { words, blocks };
}

/** A content file no reader took: a data file, a landing page, an empty page, or a page the site has no place for. */
export function readLeftover(source: Source, path: string, m: Migration) {
  const data = dataFiles.find(([pattern]) => pattern.test(path));
  if (data) return noteRead(m, path, data[1]);
  if (/\.bib$/i.test(path)) {
    found(m, 'pages');
    return m.left.push({
      kind: 'pages',
      from: path,
      reason: 'unsupported',
      why: 'a bibliography no reader took: merge the entries you want into site/content/publications.bib by hand',
    });
  }
  if (/\.(ya?ml|toml|json)$/i.test(path)) {
    found(m, 'pages');
    return m.left.push({
      kind: 'pages',
      from: path,
      reason: 'unsupported',
      why: 'a data file the old site’s layouts drew on: the site has no place for it; copy what you need by hand',
    });
  }
  const page = source.page(path);
  const title = str(page.data.title) || (path === 'content/_index.md' ? 'the home page' : path.split('/').pop()!);
  if (Array.isArray(page.data.sections)) {
    const { words, blocks } = landingWords(page.data.sections);
    if (words < 5)
      return noteRead(m, path, `a landing page of the template’s blocks (${blocks.join(', ')}): nothing of its own`);
    found(m, 'pages');
    return m.left.push({
      kind: 'pages',
      from: path,
      reason: 'unsupported',
      why: `landing page “${title}” (${words} words in its blocks): the site has no page for it; place its words in your intro, a news item or cv.ts`,
    });
  }
  const words = ownWords(page.body);
  if (words < 5)
    return noteRead(
      m,
      path,
      /(^|\/)_index\.md$/.test(path)
        ? 'the section’s list page (its heading): the new site lists its own'
        : 'no words of its own (a list the template draws, or empty)',
    );
  // A post the readers could not open (blogdown's `index.en.md`): named as the article it is.
  if (/^(content\/(posts?|blog)|_posts)\//.test(path)) {
    found(m, 'posts');
    return m.left.push({
      kind: 'posts',
      from: path,
      reason: 'unsupported',
      why: `article “${title}” (${words} words): the site has no blog; keep it where it is and link it from a news item`,
    });
  }
  found(m, 'pages');
  // Hugo Academic's home page is built of widget files: one with words of its own is a section the site lacks.
  const widget = path.startsWith('content/home/') ? str(page.data.widget) || 'a' : '';
  m.left.push({
    kind: 'pages',
    from: path,
    reason: 'unsupported',
    why: widget
      ? `home-page section “${title}” (${widget} widget, ${words} words): the site has no such section; place its words in your intro or cv.ts`
      : `page “${title}” (${words} words of free text): the site has no page for it; place its words in your intro, a news item or cv.ts`,
  });
}
