import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { t } from '../../i18n/frame';

export default function NotFoundPage() {
  return (
    <PageHeader title={t('notFound.title')} lead={t('notFound.lead')}>
      <p>
        <Link to="/home">{t('notFound.home')}</Link>
      </p>
    </PageHeader>
  );
}
