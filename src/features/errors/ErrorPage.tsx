// The generic customer error page (spec 000 section 2, /error and its account, enrollment and admin variants).
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';

export const ERROR_TEXT = "Hmmm... something's not working at the moment. Please try again later.";

export default function ErrorPage() {
  return (
    <PageShell>
      <h1>Something went wrong</h1>
      <p>{ERROR_TEXT}</p>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </PageShell>
  );
}
