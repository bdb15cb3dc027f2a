// The route guard of spec 000 section 4: "Authenticating" while unsure, login (carrying the origin) when signed
// out, the error page for an admin-only route (or admin login for an admin acting elsewhere).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { StatusMessage } from '../components/StatusMessage';
import { adminPaths } from '../features/admin/paths';
import { authPaths } from '../features/auth/paths';
import { useT } from '../lib/i18n';

export function RequireAuth({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { t } = useT();
  const auth = useAppSelector((s) => s.auth);
  const location = useLocation();
  if (!auth.initialized) return <StatusMessage>{t('login.step.authenticating')}</StatusMessage>;
  if (!auth.isAuthenticated) {
    // Admin pages send staff to their own login.
    const login = adminOnly ? adminPaths.login : authPaths.login;
    return <Navigate to={login} replace state={{ origin: `${location.pathname}${location.search}` }} />;
  }
  if (adminOnly && !auth.isAdmin) return <Navigate to={adminPaths.error} replace />;
  return children;
}

/** A route that exists only while a feature flag is on; otherwise it is an unknown path. */
export function RequireFlag({ on, children }: { on: boolean; children: ReactNode }) {
  const { t } = useT();
  const loaded = useAppSelector((s) => s.flags.loaded);
  if (!loaded) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  return on ? children : <Navigate to="/not-found" replace />;
}
