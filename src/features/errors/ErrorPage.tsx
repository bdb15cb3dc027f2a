// The generic customer error page (spec 000 section 2, /error and its account, enrollment and admin variants).
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { SupportFileButton } from '../../components/SupportFileButton';

import { ERROR_TEXT } from './errorText';

export default function ErrorPage() {
  return (
    <PageShell>
      <h1>Something went wrong</h1>
      <p>{ERROR_TEXT}</p>
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
      {/* The session up to this error, for the customer to send to support (no secrets: see store/actionLog.ts). */}
      <p>
        <SupportFileButton />
      </p>
    </PageShell>
  );
}
