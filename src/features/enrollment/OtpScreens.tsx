// /enrollment/otp-send-code and /otp-verify-code: a code texted to the phone on the customer's record, through the
// shared code page ("Send Code" first, then the code).
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
import { EnrollmentProgress } from './EnrollmentProgress';
import { useEnrollmentPage } from './useEnrollmentPage';

function PhoneCode() {
  const { t } = useT();
  const state = useEnrollmentPage();
  const phone = state.enrollment?.maskedPhone ?? t('common.yourPhone');
  return (
    <CodeVerification
      channel="phone"
      pageView="enrollment-otp-verification"
      sendHeading={t('enrollment.phoneCode.sendHeading')}
      heading={t('enrollment.phoneCode.heading')}
      sendIntro={t('enrollment.phoneCode.sendIntro', { phone })}
      intro={t('verification.sentTo', { destination: phone })}
      message={state.message}
      progress={<EnrollmentProgress />}
    />
  );
}

export const OtpSendCode = PhoneCode;
export const OtpVerifyCode = PhoneCode;
