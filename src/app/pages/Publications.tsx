import { startTransition, useEffect, useMemo, useState } from 'react';
import { preview } from 'virtual:publications-preview';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import { AuthorMarksLegend } from '../../components/Authors/Authors';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { profile } from '@content/profile';
import * as publicationsFile from '@content/publications';
import type { Publication } from '../../content/types';
import { text } from '../../styles/typography.css';
import { filterPublications, isFiltered, searchText } from './publications/filter';
import { DownloadBibtex } from './publications/DownloadBibtex';
import { PublicationFilters } from './publications/PublicationFilters';
import { usePublicationQuery } from './publications/usePublicationQuery';
import { useRevealed } from './publications/useRevealed';
import { YearGroups } from '../../components/YearGroups/YearGroups';
import * as styles from './publications/Publications.css';
import { t } from '../../i18n/pages';

/** The owner's text is searched in the owner's language, even one the template has no words for (Swedish). */
const language = profile.site.locale;

/** The whole list is its own chunk: the first paint has the newest few (the preview) only. */
let allPublications: Promise<readonly Publication[]> | undefined;
const loadAll = () =>
  (allPublications ??= import('virtual:publications').then(
    (m) => m.publications,
    (error: unknown) => {
      allPublications = undefined; // the next visit tries again
      throw error;
    },
  ));

export default function PublicationsPage() {
  const { query, setKind, setSearch, clear } = usePublicationQuery();
  const complete = preview.first.length === preview.total;
  const [all, setAll] = useState<readonly Publication[] | undefined>(complete ? preview.first : undefined);
  useEffect(() => {
    if (all) return;
    let live = true;
    loadAll().then(
      // A transition: React renders the longer list in slices, around whatever the visitor does.
      (list) => live && startTransition(() => setAll(list)),
      () => undefined, // the preview stays, and the one-page list below has every entry
    );
    return () => {
      live = false;
    };
  }, [all]);

  const source: readonly Publication[] = all ?? preview.first;
  const filtered = isFiltered(query);
  const { kind, q } = query;
  // Built at the first search only: most visits never type one.
  const searching = q.trim() !== '';
  const haystacks = useMemo(
    () => (searching ? new Map(source.map((p): [Publication, string] => [p, searchText(p, language)])) : undefined),
    [source, searching],
  );
  const matches = useMemo(
    () =>
      filtered
        ? filterPublications(source, { kind, q }, (p) => haystacks?.get(p) ?? searchText(p, language), language)
        : source,
    [source, haystacks, filtered, kind, q],
  );
  const { shown, endRef } = useRevealed(matches.length, preview.first.length, `${kind}|${q}`);
  const waiting = filtered && !all;
  const status = waiting
    ? t('pubs.loading')
    : filtered
      ? t('pubs.countOf', { shown: matches.length, count: preview.total })
      : t('pubs.count', { count: preview.total });

  return (
    <>
      <PageHeader
        title={t('nav.publications')}
        lead={(publicationsFile as { publicationsLead?: string }).publicationsLead}
      >
        {profile.links?.scholar && (
          <div>
            <LinkButton href={profile.links.scholar} external icon={<GraduationCap size={18} />}>
              {t('pubs.scholar')}
            </LinkButton>
          </div>
        )}
      </PageHeader>
      {preview.total > 0 && (
        <PublicationFilters
          kinds={preview.kinds}
          total={preview.total}
          query={query}
          onKind={setKind}
          onSearch={setSearch}
        />
      )}
      <div className={`${text.body2} ${styles.statusRow}`}>
        <p role="status" className={`${text.body2} ${styles.status}`}>
          {status}
        </p>
        {preview.total > 0 && (
          <DownloadBibtex
            count={waiting ? undefined : filtered ? matches.length : preview.total}
            entries={async () => (filtered ? matches : (all ?? (await loadAll())))}
          />
        )}
      </div>
      {!waiting && <YearGroups publications={matches.slice(0, shown)} owner={profile} />}
      {/* What the marks after names mean, once the whole list is in (at its end: nothing above moves). */}
      {!waiting && shown >= matches.length && (
        <AuthorMarksLegend lists={matches.map((p) => p.authors)} owner={profile} className={styles.legend} />
      )}
      {/* Where more of the list comes, from the first paint until every entry is in: the whole list's chunk
          is on its way, or more of it renders as this comes near the viewport (and in idle time). */}
      {(!all || shown < matches.length) && <div ref={all ? endRef : undefined} className={styles.end} data-more="" />}
      {!waiting && filtered && matches.length === 0 && (
        <p className={`${text.body1} ${styles.empty}`}>
          {t('pubs.nothing')}{' '}
          <button type="button" className={styles.clear} onClick={clear}>
            {t('pubs.showAll')}
          </button>
        </p>
      )}
      {preview.total > 0 && (
        <p className={`${text.body2} ${styles.onePage}`}>
          <a href="publications/">{t('pubs.onePage', { count: preview.total })}</a>
        </p>
      )}
    </>
  );
}
