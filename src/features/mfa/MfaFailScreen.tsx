// /mfa/verification-failed, /mfa/denied and /authentication/mfa/fail: the device could not be verified; the customer
// calls us or logs in again.
import { CallUsPage } from '../../components/CallUsPage';
import { useT } from '../../lib/i18n';

export default function MfaFailScreen() {
  const { t } = useT();
  return <CallUsPage title={t('mfa.fail.title')}>{t('mfa.fail.body')}</CallUsPage>;
}
