// /admin/login: customer-service staff sign in here; anyone else is refused with "Not admin".
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { adminPaths } from './paths';
import { Alert } from '../../components/Alert';
import { PageShell } from '../../components/PageShell';
import { StartupStatus } from '../../components/StartupStatus';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { LoginForm } from '../../components/LoginForm';
import { signInStepKey } from '../../components/signInStep';

export default function AdminLoginScreen() {
  const auth = useAppSelector((s) => s.auth);
  const { t, tr } = useT();
  if (auth.isAuthenticated && auth.isAdmin) return <Navigate to={adminPaths.landing} replace />;
  return (
    <PageShell>
      <h1>{t('admin.login.heading')}</h1>
      <p>{t('admin.login.intro')}</p>
      {auth.error && (
        <Alert tone="error" focusKey={auth.error}>
          {tr(auth.error)}
        </Alert>
      )}
      {auth.isAuthenticating ? (
        <StatusMessage>{t(signInStepKey(auth.step))}</StatusMessage>
      ) : (
        !auth.initialized && <StartupStatus waiting={t(signInStepKey(auth.step))} />
      )}
      <LoginForm initialEmail="" origin={adminPaths.landing} adminOnly />
    </PageShell>
  );
}
