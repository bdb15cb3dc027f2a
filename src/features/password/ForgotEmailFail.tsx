// /authentication/forgot-email/fail: the look-up could not help (too many tries); the customer calls us.
import { CallUsPage } from '../../components/CallUsPage';

export default function ForgotEmailFail() {
  return (
    <CallUsPage title="We couldn't look up your email">
      For your security we've paused email look-ups from this device.
    </CallUsPage>
  );
}
