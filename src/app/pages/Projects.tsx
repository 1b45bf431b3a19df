import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function ProjectsPage() {
  return <PageHeader title="Projects" />;
}
