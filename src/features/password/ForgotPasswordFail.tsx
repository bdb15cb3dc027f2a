// /authentication/forgot-password/fail: the risk check refused a reset from this device; the customer calls us.
import { CallUsPage } from '../../components/CallUsPage';
import { useT } from '../../lib/i18n';

export default function ForgotPasswordFail() {
  const { t } = useT();
  return <CallUsPage title={t('password.forgotFail.heading')}>{t('password.forgotFail.body')}</CallUsPage>;
}
