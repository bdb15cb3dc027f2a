// /authentication/forgot-password/fail: the risk check refused a reset from this device; the customer calls us.
import { CallUsPage } from '../../components/CallUsPage';

export default function ForgotPasswordFail() {
  return (
    <CallUsPage title="We can't reset your password online">
      For your security we couldn't reset your password from this device.
    </CallUsPage>
  );
}
