// /admin/login: customer-service staff sign in here; anyone else is refused with "Not admin".
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { adminPaths } from './paths';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { LoginForm } from '../../components/LoginForm';
import { signInStepKey } from '../../components/signInStep';

export default function AdminLoginScreen() {
  const auth = useAppSelector((s) => s.auth);
  const errorRef = useRef<HTMLDivElement>(null);
  const { t, tr } = useT();
  useEffect(() => {
    if (auth.error) errorRef.current?.focus();
  }, [auth.error]);
  if (auth.isAuthenticated && auth.isAdmin) return <Navigate to={adminPaths.landing} replace />;
  return (
    <PageShell>
      <h1>{t('admin.login.heading')}</h1>
      <p>{t('admin.login.intro')}</p>
      {auth.error && (
        <div role="alert" tabIndex={-1} ref={errorRef}>
          {tr(auth.error)}
        </div>
      )}
      {(!auth.initialized || auth.isAuthenticating) && <StatusMessage>{t(signInStepKey(auth.step))}</StatusMessage>}
      <LoginForm initialEmail="" origin={adminPaths.landing} adminOnly />
    </PageShell>
  );
}
