import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader/PageHeader';

export default function NotFoundPage() {
  return (
    <PageHeader title="Page not found" lead="There is no page at this address. It may have moved.">
      <p>
        <Link to="/home">Go to the home page</Link>
      </p>
    </PageHeader>
  );
}
