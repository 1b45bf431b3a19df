import type { Template } from './model.ts';
import { Source } from './sourceFiles.ts';

export interface Detected {
  template: Template;
  /** The files that told, in one sentence. */
  evidence: string;
}

// Through Source, as every read of the old site: no symbolic link followed, no device read.
const has = (dir: string, path: string) => new Source(dir).has(path);
const read = (dir: string, path: string) => new Source(dir).text(path);

/** Which template an old site was built with, by its files; null when none of the three. */
export function detect(dir: string): Detected | null {
  const hugoConfig = [
    'config.toml',
    'hugo.toml',
    'config/_default/config.toml',
    'config/_default/hugo.yaml',
    'config.yaml',
    'hugo.yaml',
  ].find((f) => has(dir, f));
  if (hugoConfig && has(dir, 'content')) {
    const config = read(dir, hugoConfig);
    const theme = /theme\s*=\s*"([^"]+)"|(?:academic|wowchemy|hugoblox)/i.exec(config)?.[0] ?? 'a Hugo configuration';
    return { template: 'hugo-academic', evidence: `${hugoConfig} (${theme.replace(/\s+/g, ' ')}) beside content/` };
  }
  const config = read(dir, '_config.yml');
  if (!config) return null;
  const alfolio = ['_bibliography/papers.bib', '_news', '_data/cv.yml', '_projects'].filter((f) => has(dir, f));
  if (/al-folio/i.test(config) || alfolio.length >= 2) {
    const named = /al-folio/i.test(config) ? ', which names al-folio,' : '';
    return { template: 'al-folio', evidence: `_config.yml${named} beside ${alfolio.join(', ')}` };
  }
  const academicpages = ['_publications', '_talks', '_teaching', '_portfolio'].filter((f) => has(dir, f));
  if (/academicpages|minimal-mistakes/i.test(config) || academicpages.length >= 2) {
    const named = /academicpages/i.test(config) ? ', which names academicpages,' : '';
    return { template: 'academicpages', evidence: `_config.yml${named} beside ${academicpages.join(', ')}` };
  }
  return null;
}
