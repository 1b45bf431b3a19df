import { Link } from 'react-router-dom';
import type { Publication } from '../content/types';
import { AuthorMarksLegend } from '../components/Authors/Authors';
import type { OwnerName } from '../content/authorNames';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { YearGroups } from '../components/YearGroups/YearGroups';
import { text } from '../styles/typography.css';
import { publicationFile } from '../content/staticAddresses';
import * as styles from './StaticPages.css';
import { t } from '../i18n/pages';

interface PublicationListPageProps {
  publications: readonly Publication[];
  owner: OwnerName & { name: string };
}

/**
 * publications/index.html: every publication on one page, as the app's list draws it (cards and
 * rows, newest year first), each heading linking to the paper's own page; crawlable and read
 * without any script.
 */
export function PublicationListPage({ publications, owner }: PublicationListPageProps) {
  return (
    <>
      <PageHeader title={t('nav.publications')} />
      <p className={`${text.body1} ${styles.lead}`}>
        {t('pubs.listLead', { count: publications.length, name: owner.name })}{' '}
        <Link to="/publications">{t('pubs.listSearch')}</Link>.
      </p>
      <YearGroups publications={publications} owner={owner} pageOf={(p) => publicationFile(p.id, 'html')} />
      <AuthorMarksLegend lists={publications.map((p) => p.authors)} owner={owner} className={styles.legend} />
    </>
  );
}
