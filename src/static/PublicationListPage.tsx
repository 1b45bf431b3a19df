import { Link } from 'react-router-dom';
import type { Publication } from '../content/types';
import { AuthorMarksLegend } from '../components/Authors/Authors';
import type { OwnerName } from '../components/Authors/authorNames';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { YearGroups } from '../app/pages/publications/YearGroups';
import { text } from '../styles/typography.css';
import { publicationFile } from './staticAddresses';
import * as styles from './StaticPages.css';

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
      <PageHeader title="Publications" />
      <p className={`${text.body1} ${styles.lead}`}>
        All {publications.length} publications by {owner.name}, newest first.{' '}
        <Link to="/publications">Search and filter them on the site</Link>.
      </p>
      <YearGroups publications={publications} owner={owner} pageOf={(p) => publicationFile(p.id, 'html')} />
      <AuthorMarksLegend lists={publications.map((p) => p.authors)} owner={owner} className={styles.legend} />
    </>
  );
}
