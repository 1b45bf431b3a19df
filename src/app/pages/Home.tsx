import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function HomePage() {
  return <PageHeader title="Home" />;
}
