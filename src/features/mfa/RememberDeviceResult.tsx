// /mfa/remember-device-accept and -decline: what was decided, and on to the account.
import { Link, useLocation } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';

export default function RememberDeviceResult() {
  const accepted = useLocation().pathname.endsWith('-accept');
  return (
    <PageShell>
      <h1>You're verified</h1>
      <StatusMessage>
        {accepted
          ? "We'll remember this device, so you won't need a code next time."
          : "We won't remember this device; we'll send a code the next time you log in."}
      </StatusMessage>
      <Link to="/account">Continue to your account</Link>
    </PageShell>
  );
}
