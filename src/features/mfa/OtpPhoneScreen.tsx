// /mfa/otp-phone and /mfa/otp-phone-email: a code texted to the phone on file ("Send Code" first); for OTP_PHONE_EMAIL
// the e-mailed code follows on the same page. The last right code brings the remember-my-device question.
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';

export default function OtpPhoneScreen() {
  const { t } = useT();
  const mfa = useAppSelector((s) => s.mfa);
  const phoneVerified = useAppSelector((s) => s.verification.phone.status === 'verified');
  const phone = mfa.maskedPhone || t('common.yourPhone');
  if (mfa.decision === 'OTP_PHONE_EMAIL' && phoneVerified) {
    return (
      <CodeVerification
        channel="email"
        pageView="mfa-phone-email-verification"
        heading={t('mfa.otpPhoneEmail.heading')}
        intro={t('mfa.otpPhoneEmail.intro', { destination: mfa.maskedEmail || t('common.yourEmail') })}
      />
    );
  }
  return (
    <CodeVerification
      channel="phone"
      pageView="mfa-phone-verification"
      sendHeading={t('mfa.otpPhone.sendHeading')}
      heading={t('mfa.otpPhone.heading')}
      sendIntro={t('mfa.otpPhone.sendIntro', { phone })}
      intro={t('verification.sentTo', { destination: phone })}
    />
  );
}
