// /mfa/verification-failed and /authentication/mfa/fail: the device could not be verified; the customer calls us.
import { CallUsPage } from '../../components/CallUsPage';

export default function MfaFailScreen() {
  return (
    <CallUsPage title="We couldn't verify it's you">
      For your security we couldn't complete verification. You can log in again.
    </CallUsPage>
  );
}
