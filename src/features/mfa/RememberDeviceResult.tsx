// /mfa/remember-device-accept and -decline: what was decided, and on to the account.
import { Link, useLocation } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { accountPaths } from '../account/paths';
import { mfaPaths } from './paths';

export default function RememberDeviceResult() {
  const { t } = useT();
  const accepted = useLocation().pathname === mfaPaths.rememberAccepted;
  return (
    <PageShell>
      <h1>{t('mfa.verified.heading')}</h1>
      <StatusMessage>{accepted ? t('mfa.remember.accepted') : t('mfa.remember.declined')}</StatusMessage>
      <Link to={accountPaths.home}>{t('mfa.continueToAccount')}</Link>
    </PageShell>
  );
}
