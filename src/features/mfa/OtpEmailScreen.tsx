// /mfa/otp-email (the multi-factor use of the shared code-verification page): the e-mailed code; once it is right the
// customer is asked whether to remember this device.
import { CodeVerification } from '../../components/verification/CodeVerification';
import { useT } from '../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';

export default function OtpEmailScreen() {
  const { t } = useT();
  const maskedEmail = useAppSelector((s) => s.mfa.maskedEmail);
  return (
    <CodeVerification
      channel="email"
      pageView="mfa-email-verification"
      heading={t('mfa.otpEmail.heading')}
      intro={t('verification.sentTo', { destination: maskedEmail || t('common.yourEmail') })}
    />
  );
}
