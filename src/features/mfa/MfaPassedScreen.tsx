// /mfa/approved and /mfa/bypass: the check is passed (a code, or a device this customer asked us to remember).
import { Link, useLocation } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { accountPaths } from '../account/paths';
import { mfaPaths } from './paths';

export default function MfaPassedScreen() {
  const { t } = useT();
  const bypassed = useLocation().pathname === mfaPaths.bypass;
  return (
    <PageShell>
      <h1>{t('mfa.verified.heading')}</h1>
      <StatusMessage>{bypassed ? t('mfa.passed.bypass') : t('mfa.passed.approved')}</StatusMessage>
      <Link to={accountPaths.home}>{t('mfa.continueToAccount')}</Link>
    </PageShell>
  );
}
