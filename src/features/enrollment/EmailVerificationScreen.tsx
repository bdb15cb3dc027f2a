// /enrollment/email-verification (the enrollment use of the shared code-verification page).
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
import { EnrollmentProgress } from './EnrollmentProgress';
import { useEnrollmentPage } from './useEnrollmentPage';

export default function EmailVerificationScreen() {
  const { t } = useT();
  const state = useEnrollmentPage();
  return (
    <CodeVerification
      channel="email"
      pageView="enrollment-email-verification"
      heading={t('enrollment.emailCode.heading')}
      intro={t('verification.sentTo', { destination: state.enrollment?.maskedEmail ?? t('common.yourEmail') })}
      message={state.message}
      progress={<EnrollmentProgress />}
    />
  );
}
