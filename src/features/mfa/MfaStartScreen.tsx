// /authentication/mfa: shown while the server decides how this device must prove itself. The check is started by
// sign-in (or by start-up after a reload here), never by this page, so a reload cannot lose it.
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';
import { authPaths } from '../auth/paths';

export default function MfaStartScreen() {
  const { t } = useT();
  const status = useAppSelector((s) => s.mfa.status);
  return (
    <PageShell>
      <h1>{t('mfa.start.heading')}</h1>
      {status === 'error' ? (
        <Alert tone="error">
          <p>{t('errors.generic')}</p>
          <Link to={authPaths.login}>{t('mfa.start.backToLogin')}</Link>
        </Alert>
      ) : (
        <StatusMessage>{t('mfa.start.checking')}</StatusMessage>
      )}
    </PageShell>
  );
}
