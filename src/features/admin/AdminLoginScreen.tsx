// /admin/login: customer-service staff sign in here; anyone else is refused with "Not admin".
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { adminPaths } from './paths';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { LoginForm } from '../auth/LoginForm';

export default function AdminLoginScreen() {
  const auth = useAppSelector((s) => s.auth);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (auth.error) errorRef.current?.focus();
  }, [auth.error]);
  if (auth.isAuthenticated && auth.isAdmin) return <Navigate to={adminPaths.landing} replace />;
  return (
    <PageShell>
      <h1>Admin log in</h1>
      <p>For customer-service staff. Use your work account.</p>
      {auth.error && (
        <div role="alert" tabIndex={-1} ref={errorRef}>
          {auth.error}
        </div>
      )}
      {(!auth.initialized || auth.isAuthenticating) && <StatusMessage>{auth.step ?? 'Authenticating'}</StatusMessage>}
      <LoginForm initialEmail="" origin={adminPaths.landing} adminOnly />
    </PageShell>
  );
}
