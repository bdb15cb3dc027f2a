// /enrollment/email-verification (spec 001 "Email code verification", the enrollment use of the shared page).
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
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
    />
  );
}
