import { readdirSync } from 'node:fs';
import { basename, extname, join, posix } from 'node:path';
import { readPage, type Page } from './frontMatter.ts';
import { citedLink } from './citations.ts';
import type { FileRef, Migration } from './model.ts';
import { entryAt, isRefusal, readInside, textCap } from './oldFolder.ts';

/**
 * An old site, read only: every path is relative to its folder, and only plain files and folders inside it
 * are read (oldFolder.ts); what is refused is kept in `refused`, for the report.
 */
export class Source {
  /** Files whose front matter a strict reader rejects, each with the first complaint: read as far as it goes. */
  readonly problems = new Map<string, string>();
  /** Paths not read, as the old site has them, each with why (a symbolic link, a FIFO, too large). */
  readonly refused = new Map<string, string>();

  constructor(readonly dir: string) {}

  private entry(path: string) {
    const entry = entryAt(this.dir, path);
    if (isRefusal(entry)) this.refused.set(path, entry.refused);
    return entry;
  }

  /** A plain file or folder of the old site (never through a symbolic link). */
  has(path: string): boolean {
    const entry = this.entry(path);
    return !isRefusal(entry) && entry.kind !== 'none';
  }

  isFolder(path: string): boolean {
    const entry = this.entry(path);
    return !isRefusal(entry) && entry.kind === 'folder';
  }

  /** A plain file's bytes; undefined when there is none or it is refused (then named in `refused`). */
  bytes(path: string): Buffer | undefined {
    const read = readInside(this.dir, path, textCap);
    if (isRefusal(read)) this.refused.set(path, read.refused);
    return isRefusal(read) ? undefined : read;
  }

  text(path: string): string {
    return this.bytes(path)?.toString('utf8') ?? '';
  }

  page(path: string): Page {
    const page = readPage(this.text(path));
    if (page.errors.length) this.problems.set(path, page.errors[0]!);
    return page;
  }

  /** The names in a folder of the old site, sorted; none when it is not a plain folder. */
  list(folder: string): string[] {
    // The old site's own folder (`.`) is the one folder given, not a path taken from it.
    const root = folder === '.' || folder === '';
    return root || this.isFolder(folder) ? readdirSync(join(this.dir, folder)).sort() : [];
  }

  /** The Markdown/HTML pages of a folder, by name (Jekyll collections, Hugo sections). */
  pages(folder: string): Array<{ path: string; page: Page }> {
    return this.list(folder)
      .filter((name) => /\.(md|markdown|html)$/i.test(name) && this.isFile(posix.join(folder, name)))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => ({ path: posix.join(folder, name), page: this.page(posix.join(folder, name)) }));
  }

  /** A plain file of the old site (never through a symbolic link). */
  isFile(path: string): boolean {
    const entry = this.entry(path);
    return !isRefusal(entry) && entry.kind === 'file';
  }

  /** Hugo's page bundles: each sub-folder's index.md (its `_index.md` is the section's own page). */
  bundles(folder: string): Array<{ path: string; dir: string; page: Page }> {
    const out: Array<{ path: string; dir: string; page: Page }> = [];
    for (const name of this.list(folder)) {
      const dir = posix.join(folder, name);
      if (this.isFolder(dir)) {
        const index = ['index.md', 'index.markdown'].map((f) => posix.join(dir, f)).find((f) => this.isFile(f));
        if (index) out.push({ path: index, dir, page: this.page(index) });
      } else if (/\.md$/i.test(name) && name !== '_index.md' && this.isFile(dir)) {
        out.push({ path: dir, dir: folder, page: this.page(dir) });
      }
    }
    return out;
  }
}

/** A file name's date, as Jekyll and old sites write it: `2020-01-28-slug.md`, `2024_03_16_slug.md`, `2024-3-6.md`. */
export function dateFromName(path: string): string {
  const m = /^(\d{4})[-_](\d{1,2})[-_](\d{1,2})(?![\d])/.exec(basename(path));
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
}

/** A slug for an id: letters, digits, - and _. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The name of a file without folder or extension. */
export function stem(path: string): string {
  return basename(path, extname(path));
}

const pageLike = /(^|\/)[^./]*$|\.(html?|md)$/i;

/** An old page's name however a link writes it: `/cv/`, `cv.html`, `_pages/cv.md` → `cv`. */
const pageName = (path: string) =>
  path
    .replace(/^_pages\//, '')
    .replace(/\.(html?|md)$/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();

/** `auditomatic.org/download`, `www.example.org`: a web address written without https://, not a file of the old site. */
const webAddress =
  /^(www\.[^/]+|[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|net|edu|gov|io|ai|dev|app|co|info|me|uk|de|fr|nl|ca|au|eu|ch|se|dk|no|fi|jp|us))(\/|$)/i;

/**
 * Links and pictures in converted Markdown: a file of the old site is copied into public/ (and linked
 * there), a page of the old site (which this site replaces) keeps its words, named in `unclear`.
 * `base` is where the old site kept static files (Hugo's `static/`), `by` names the entry for the report.
 */
export function localLinks(markdown: string, migration: Migration, by: string, unclear: string[], base = ''): string {
  return markdown.replace(
    // No bracket or parenthesis inside (linear: each try stops at the next one).
    /(!?)\[([^[\]]*)\]\(\s*([^()\s]+)(?:\s+"[^"\n]*")?\s*\)/g,
    (whole, bang: string, words: string, href: string) => {
      if (href.startsWith('cite:')) return citedLink(migration, href.slice('cite:'.length), unclear);
      // The old site's own address (`https://me.example.org/images/a.png`) names one of its files.
      const own = ownAddress(migration);
      if (
        own &&
        href
          .replace(/^http:/i, 'https:')
          .toLowerCase()
          .startsWith(own)
      )
        href = `/${href.replace(/^http:/i, 'https:').slice(own.length)}`;
      else if (bang && /^https?:/i.test(href)) {
        // A body shows pictures from public/ only: one from another site becomes a link to it.
        unclear.push(`picture ${href} from another site: linked, not shown (put the file in public/ to show it)`);
        return `[${words.trim() || 'Picture'}](${href})`;
      } else if (/^(https?:|mailto:|#)/i.test(href)) return whole;
      if (!bang && webAddress.test(href)) {
        unclear.push(`link to ${href} written as https://${href}: check that it opens`);
        return `[${words}](https://${href})`;
      }
      const path = href.replace(/^\.?\/+/, '').split(/[?#]/)[0]!;
      const file = migration.pageFiles?.[pageName(path)];
      if (file && !bang) return `[${words}](${file})`;
      if (!path || pageLike.test(path)) {
        unclear.push(`link to the old site’s page ${href} (kept as its words)`);
        return bang ? '' : words;
      }
      referFile(migration, posix.join(base, path), path, by);
      // A picture shows only with its alt text: one the old site gave none is named.
      if (bang && !words.trim()) unclear.push(`alt text: the picture ${path} has none: write what it shows`);
      return `${bang}[${words}](${path})`;
    },
  );
}

/** The old site's address (`https://me.example.org/`), lower case, from its CNAME or configuration; '' when unknown. */
const ownAddress = (migration: Migration) =>
  migration.profile?.site?.url?.toLowerCase().replace(/^http:/, 'https:') ?? '';

/** Records a file the content refers to; the writer copies it, or names it as missing. */
export function referFile(migration: Migration, from: string, to: string, by: string): string {
  const ref: FileRef = { from, to: to.replace(/^\/+/, ''), by };
  if (!migration.files.some((f) => f.to === ref.to)) migration.files.push(ref);
  return ref.to;
}
