// /mfa/approved and /mfa/bypass: the check is passed (a code, or a device this customer asked us to remember).
import { Link, useLocation } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';

export default function MfaPassedScreen() {
  const bypassed = useLocation().pathname.endsWith('/bypass');
  return (
    <PageShell>
      <h1>You're verified</h1>
      <StatusMessage>
        {bypassed ? 'We recognized this device, so no code was needed.' : 'Thank you for verifying your identity.'}
      </StatusMessage>
      <Link to="/account">Continue to your account</Link>
    </PageShell>
  );
}
