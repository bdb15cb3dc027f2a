// /mfa/otp-phone and /mfa/otp-phone-email: a one-time code texted to the phone on file ("Send Code" first, then code
// entry); for OTP_PHONE_EMAIL the e-mailed code follows on the same page. The customer may ask us to remember this
// device with the last code.
import {
  mfaCodeSubmitted,
  mfaPhoneCodeRequested,
  mfaPhoneCodeSubmitted,
  mfaResendRequested,
} from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { RefusalAlert } from '../../components/RefusalAlert';
import { CodeEntryForm } from '../verification/CodeEntryForm';

export default function OtpPhoneScreen() {
  const dispatch = useAppDispatch();
  const mfa = useAppSelector((s) => s.auth.mfa);
  const phone = mfa.maskedPhone || 'your phone';
  const alsoEmail = mfa.decision === 'OTP_PHONE_EMAIL';

  if (mfa.phoneCode === 'idle' || mfa.phoneCode === 'sending') {
    const busy = mfa.phoneCode === 'sending';
    return (
      <PageShell>
        <h1>Verify your phone</h1>
        <p>
          We'll text a 6-digit code to the phone number on file, <strong>{phone}</strong>. Message and data rates may
          apply.
        </p>
        <RefusalAlert message={mfa.phoneMessage} />
        <Button type="button" disabled={busy} onClick={() => dispatch(mfaPhoneCodeRequested())}>
          {busy ? 'Sending...' : 'Send Code'}
        </Button>
      </PageShell>
    );
  }

  if (mfa.phoneCode === 'verified') {
    return (
      <PageShell>
        <h1>Enter your email verification code</h1>
        <p>
          Your phone is verified. We also sent a 6-digit code to {mfa.maskedEmail || 'your email address'}. It expires
          in 10 minutes.
        </p>
        <CodeEntryForm
          key="email"
          pageView="mfa-phone-email-verification"
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

  return (
    <PageShell>
      <h1>Enter the code we texted you</h1>
      <p>We sent a 6-digit code to {phone}. It expires in 10 minutes.</p>
      <RefusalAlert message={mfa.phoneMessage} />
      <CodeEntryForm
        key="phone"
        pageView="mfa-phone-verification"
        rejected={mfa.phoneCode === 'rejected'}
        verifying={mfa.phoneCode === 'verifying'}
        sentAt={mfa.phoneSentAt}
        resent={mfa.phoneResent}
        offerRememberDevice={!alsoEmail}
        onSubmit={(code, rememberDevice) => dispatch(mfaPhoneCodeSubmitted({ code, rememberDevice }))}
        onResend={() => dispatch(mfaPhoneCodeRequested())}
      />
    </PageShell>
  );
}
