// /pending: shown while an application is waiting on the lender (spec 000 section 2).
import { PageShell } from '../../components/PageShell';

export default function PendingPage() {
  return (
    <PageShell>
      <h1>We're reviewing your application</h1>
      <p>Your application is pending. We'll e-mail you as soon as there's an update.</p>
    </PageShell>
  );
}
