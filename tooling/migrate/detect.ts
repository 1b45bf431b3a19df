import { lenientYaml } from './frontMatter.ts';
import { isRecord } from '../content/checks/isRecord.ts';
import type { Template } from './model.ts';
import { Source } from './sourceFiles.ts';

export interface Detected {
  template: Template;
  /** The files that told, in one sentence. */
  evidence: string;
  /** The configuration file read for the owner and the settings, when there is one. */
  config?: string;
}

// Through Source, as every read of the old site: no symbolic link followed, no device read, a size cap.
const has = (dir: string, path: string) => new Source(dir).has(path);
const isFile = (dir: string, path: string) => new Source(dir).isFile(path);
const isDir = (dir: string, path: string) => new Source(dir).isFolder(path);
const read = (dir: string, path: string) => new Source(dir).text(path);

/** Hugo's configuration in every form it accepts: `hugo.*`, `config.*`, or a `config/_default/` folder. */
const hugoConfigs = ['hugo', 'config'].flatMap((name) =>
  ['toml', 'yaml', 'yml', 'json'].map((ext) => `${name}.${ext}`),
);

function hugoConfigOf(dir: string): string | undefined {
  const file = hugoConfigs.find((f) => isFile(dir, f));
  // config.yaml or config.json alone may be any tool's: Hugo's has content/ (or layouts, themes) beside it.
  if (
    file &&
    (file.startsWith('hugo.') || file === 'config.toml' || ['content', 'layouts', 'themes'].some((d) => has(dir, d)))
  )
    return file;
  if (!isDir(dir, 'config') || !isDir(dir, 'config/_default')) return undefined;
  const inside = new Source(dir)
    .list('config/_default')
    .filter((f) => /\.(toml|ya?ml|json)$/.test(f))
    .sort();
  return inside.length ? `config/_default/${inside.find((f) => /^(hugo|config)\./.test(f)) ?? inside[0]}` : undefined;
}

/** The words in a Hugo configuration (or its modules) that name Academic, Wowchemy or HugoBlox. */
const bloxWords = /\b(academic|wowchemy|hugoblox|hugo-blox|blox-[a-z]+)\b/i;

function hugoTheme(dir: string, config: string): string | undefined {
  const texts = [config, 'config/_default/module.yaml', 'config/_default/params.yaml', 'go.mod'].map((f) =>
    read(dir, f),
  );
  return texts.map((t) => bloxWords.exec(t)?.[0]).find(Boolean);
}

/** Which template a Jekyll site's `_config.yml` is, by its words and keys; folders only as a second witness. */
function jekyllTemplate(dir: string, configFile: string): Detected {
  const text = read(dir, configFile);
  const parsed = lenientYaml(text).value;
  const config = isRecord(parsed) ? parsed : {};
  const author = isRecord(config.author) ? config.author : {};
  const alfolio = ['_bibliography/papers.bib', '_news', '_data/cv.yml', '_projects'].filter((f) => has(dir, f));
  const alfolioKeys = ['first_name', 'last_name', 'scholar_userid'].filter((k) => k in config);
  if (/al-folio/i.test(text) || alfolio.length >= 2 || alfolioKeys.length >= 2) {
    const named = /al-folio/i.test(text)
      ? ', which names al-folio,'
      : alfolioKeys.length >= 2
        ? ` (${alfolioKeys.join(', ')})`
        : '';
    return {
      template: 'al-folio',
      config: configFile,
      evidence: `${configFile}${named}${alfolio.length ? ` beside ${alfolio.join(', ')}` : ''}`,
    };
  }
  const folders = ['_publications', '_talks', '_teaching', '_portfolio'].filter((f) => has(dir, f));
  // academicpages is a minimal-mistakes fork: its `author:` block (googlescholar …) and publication_category tell.
  const keys = [
    ...['googlescholar', 'employer', 'avatar'].filter((k) => k in author).map((k) => `author.${k}`),
    ...['publication_category'].filter((k) => k in config),
  ];
  if (/academicpages|minimal-mistakes/i.test(text) || folders.length >= 2 || keys.length >= 2) {
    const named = /academicpages/i.test(text)
      ? ', which names academicpages,'
      : keys.length
        ? ` (${keys.join(', ')})`
        : '';
    return {
      template: 'academicpages',
      config: configFile,
      evidence: `${configFile}${named}${folders.length ? ` beside ${folders.join(', ')}` : ''}`,
    };
  }
  return {
    template: 'jekyll',
    config: configFile,
    evidence: `${configFile}, of no template known here: read as a Jekyll site`,
  };
}

const jekyllFolders = ['_posts', '_pages', '_layouts'];

/** Which template an old site was built with, by its files; null only when it is neither Jekyll nor Hugo. */
export function detect(dir: string): Detected | null {
  const hugoConfig = hugoConfigOf(dir);
  if (hugoConfig) {
    const theme = hugoTheme(dir, hugoConfig);
    const where = has(dir, 'content') ? ' beside content/' : '';
    return theme
      ? { template: 'hugo-academic', config: hugoConfig, evidence: `${hugoConfig} (${theme})${where}` }
      : {
          template: 'hugo',
          config: hugoConfig,
          evidence: `${hugoConfig}${where}, of no theme known here: read as a Hugo site`,
        };
  }
  const configFile = ['_config.yml', '_config.yaml'].find((f) => isFile(dir, f));
  if (configFile) return jekyllTemplate(dir, configFile);
  const gemfile = /\bjekyll\b/.test(read(dir, 'Gemfile'));
  const folders = jekyllFolders.filter((f) => has(dir, f));
  if (gemfile || folders.length)
    return {
      template: 'jekyll',
      evidence: `${[...(gemfile ? ['a Gemfile naming jekyll'] : []), ...folders].join(', ')}, no _config.yml: read as a Jekyll site`,
    };
  return null;
}
