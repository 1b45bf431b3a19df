import { readBib, socialsOf } from './alfolio.ts';
import { str } from './frontMatter.ts';
import { jekyllConfig } from './jekyll.ts';
import { emptyMigration, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { jekyllSocials } from './socialLinks.ts';
import { isRecord } from '../content/checks/isRecord.ts';
import type { Source } from './sourceFiles.ts';

/**
 * A Jekyll site of no template known here: the owner from `_config.yml` (title, author or name, email,
 * description, url), the about text from its about page; its pages and collections are read after it.
 */
export function readJekyll(source: Source, evidence: string): Migration {
  const config = jekyllConfig(source);
  const author = isRecord(config.author) ? config.author : { name: config.author };
  const about = ['_pages/about.md', 'about.md', 'index.md', 'index.markdown'].find((f) => source.has(f));
  const migration = emptyMigration('jekyll', evidence, {} as Migration['profile']);
  const name = str(author.name) || str(config.name) || str(config.title);
  migration.profile = buildProfile(
    {
      name,
      role: '',
      affiliation: '',
      affiliationUrl: '',
      about: about ? source.page(about).body : '',
      email: str(config.email) || str(author.email),
      socials: [...jekyllSocials(config), ...jekyllSocials(author), ...jekyllSocials(socialsOf(source))],
      title: str(config.title) || name,
      description: str(config.description),
      url: siteAddress(str(config.url), str(config.baseurl), source.text('CNAME')),
      locale: str(config.lang) || str(config.locale).split(/[-_]/)[0] || '',
      contactNote: '',
    },
    migration,
  );
  readBib(source, migration);
  if (source.has('_data/socials.yml')) migration.read.push({ from: '_data/socials.yml', what: 'the profile’s links' });
  if (about) migration.read.push({ from: about, what: 'the profile (its intro)' });
  return migration;
}
