// /enrollment/otp-send-code and /otp-verify-code: a one-time code texted to the phone on the customer's record.
import { enrollmentPhoneCodeRequested, enrollmentPhoneCodeSubmitted } from '../../../store/auth';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { CodeEntryForm } from '../verification/CodeEntryForm';
import { RefusalAlert } from '../../components/RefusalAlert';
import { useEnrollmentPage } from './useEnrollmentPage';

export function OtpSendCode() {
  const dispatch = useAppDispatch();
  const state = useEnrollmentPage();
  const busy = state.status === 'working';
  return (
    <PageShell>
      <h1>Verify your phone</h1>
      <p>
        We'll text a 6-digit code to the phone number on your record,{' '}
        <strong>{state.enrollment?.maskedPhone ?? 'your phone'}</strong>. Message and data rates may apply.
      </p>
      <RefusalAlert message={state.message} />
      <Button type="button" disabled={busy} onClick={() => dispatch(enrollmentPhoneCodeRequested())}>
        {busy ? 'Sending...' : 'Send Code'}
      </Button>
    </PageShell>
  );
}

export function OtpVerifyCode() {
  const dispatch = useAppDispatch();
  const state = useEnrollmentPage();
  return (
    <PageShell>
      <h1>Enter the code we texted you</h1>
      <p>We sent a 6-digit code to {state.enrollment?.maskedPhone ?? 'your phone'}. It expires in 10 minutes.</p>
      <RefusalAlert message={state.message} />
      <CodeEntryForm
        pageView="enrollment-otp-verification"
        rejected={state.phoneCode === 'rejected'}
        verifying={state.phoneCode === 'verifying'}
        sentAt={state.phoneSentAt}
        resent={state.phoneResent}
        onSubmit={(code) => dispatch(enrollmentPhoneCodeSubmitted({ code }))}
        onResend={() => dispatch(enrollmentPhoneCodeRequested())}
      />
    </PageShell>
  );
}
