// /enrollment/email-verification (spec 001 "Email code verification", the enrollment use of the shared page).
import { enrollmentEmailCodeSubmitted, enrollmentEmailResendRequested } from '../../../store/auth';
import { useAppDispatch } from '../../../store/hooks';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { CodeEntryForm } from '../verification/CodeEntryForm';
import { RefusalAlert } from '../../components/RefusalAlert';
import { useEnrollmentPage } from './useEnrollmentPage';

export default function EmailVerificationScreen() {
  const dispatch = useAppDispatch();
  const state = useEnrollmentPage();
  if (state.emailCode === 'idle') return <StatusMessage>Loading</StatusMessage>;
  return (
    <PageShell>
      <h1>Verify your email</h1>
      <p>
        We sent a 6-digit code to {state.enrollment?.maskedEmail ?? 'your email address'}. It expires in 10 minutes.
      </p>
      <RefusalAlert message={state.message} />
      <CodeEntryForm
        pageView="enrollment-email-verification"
        rejected={state.emailCode === 'rejected'}
        verifying={state.emailCode === 'verifying'}
        sentAt={state.emailSentAt}
        resent={state.emailResent}
        onSubmit={(code) => dispatch(enrollmentEmailCodeSubmitted({ code }))}
        onResend={() => dispatch(enrollmentEmailResendRequested())}
      />
    </PageShell>
  );
}
