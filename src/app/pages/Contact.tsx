import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function ContactPage() {
  return <PageHeader title="Contact" />;
}
