// /authentication/forgot-email/fail: the look-up could not help (too many tries); the customer calls us.
import { CallUsPage } from '../../components/CallUsPage';
import { useT } from '../../lib/i18n';

export default function ForgotEmailFail() {
  const { t } = useT();
  return <CallUsPage title={t('password.forgotEmailFail.heading')}>{t('password.forgotEmailFail.body')}</CallUsPage>;
}
