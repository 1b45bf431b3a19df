import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function PublicationsPage() {
  return <PageHeader title="Publications" />;
}
