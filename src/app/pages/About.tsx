import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function AboutPage() {
  return <PageHeader title="About" />;
}
