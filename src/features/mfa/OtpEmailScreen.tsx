// /mfa/otp-email (spec 001 "Email code verification"): enter the e-mailed code; the customer may ask us to remember
// this device.
import { mfaCodeSubmitted, mfaResendRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { PageShell } from '../../components/PageShell';
import { CodeEntryForm } from '../verification/CodeEntryForm';

export default function OtpEmailScreen() {
  const dispatch = useAppDispatch();
  const mfa = useAppSelector((s) => s.auth.mfa);
  return (
    <PageShell>
      <h1>Enter your verification code</h1>
      <p>We sent a 6-digit code to {mfa.maskedEmail || 'your email address'}. It expires in 10 minutes.</p>
      <CodeEntryForm
        pageView="mfa-email-verification"
        rejected={mfa.status === 'rejected'}
        verifying={mfa.status === 'verifying'}
        sentAt={mfa.sentAt}
        resent={mfa.resent}
        offerRememberDevice
        onSubmit={(code, rememberDevice) => dispatch(mfaCodeSubmitted({ code, rememberDevice }))}
        onResend={() => dispatch(mfaResendRequested())}
      />
    </PageShell>
  );
}
