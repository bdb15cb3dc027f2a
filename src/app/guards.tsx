// The route guard: "Authenticating" while unsure (or, when start-up could not finish, why,
// with a way to try again: components/StartupStatus.tsx), login (carrying the origin) when signed
// out, the error page for an admin-only route (or admin login for an admin acting elsewhere), and the multi-factor
// step for a signed-in customer whose sign-in has not passed it on a page of customer data (the server refuses that
// data with MFA_REQUIRED anyway; the guard spares the page a round of refused calls). A sign-in that went on to its
// application without the check (the resume route) has the application pages only: the account and conversion
// pages send it to the check like any other (docs/sign-in-and-access.md, "Multi-factor").
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isCheckUnderWay, mfaRequired } from '../../store/mfa';
import { StartupStatus } from '../components/StartupStatus';
import { StatusMessage } from '../components/StatusMessage';
import { accountPaths, isAccountPath } from '../features/account/paths';
import { adminPaths } from '../features/admin/paths';
import { isApplicationPath } from '../lib/application/prefix';
import { authPaths } from '../features/auth/paths';
import { conversionPaths } from '../features/conversion/paths';
import { useT } from '../lib/i18n';

/** Pages that show a customer's data (account, application, conversion); the account error page is not one. */
export const needsMfa = (pathname: string) =>
  pathname !== accountPaths.error &&
  (isAccountPath(pathname) ||
    isApplicationPath(pathname) ||
    pathname === conversionPaths.choose ||
    pathname.startsWith(`${conversionPaths.choose}/`));

/** Whether this sign-in's pass opens the page: the check passed, or the resume route's pass on an application page. */
export const passOpens = (pathname: string, mfa: { passed: boolean; applicationPassed: boolean }) =>
  mfa.passed || (mfa.applicationPassed && isApplicationPath(pathname));

/** Starts the check for this sign-in (the MFA saga shows its page); passing it comes back to `returnTo`. */
function MfaFirst({ returnTo }: { returnTo: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const underWay = useAppSelector((s) => isCheckUnderWay(s.mfa));
  useEffect(() => {
    if (!underWay) dispatch(mfaRequired({ returnTo }));
  }, [dispatch, returnTo, underWay]);
  return <StatusMessage>{t('login.step.authenticating')}</StatusMessage>;
}

export function RequireAuth({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const auth = useAppSelector((s) => s.auth);
  const mfa = useAppSelector((s) => s.mfa);
  const location = useLocation();
  if (!auth.initialized) return <StartupStatus />;
  if (!auth.isAuthenticated) {
    // Admin pages send staff to their own login.
    const login = adminOnly ? adminPaths.login : authPaths.login;
    return <Navigate to={login} replace state={{ origin: `${location.pathname}${location.search}` }} />;
  }
  if (adminOnly && !auth.isAdmin) return <Navigate to={adminPaths.error} replace />;
  // A CSR is governed by their own sign-in, never asked for a customer's check; an enrolling visitor has no data.
  if (!auth.isAdmin && !auth.isEnrollment && needsMfa(location.pathname) && !passOpens(location.pathname, mfa)) {
    return <MfaFirst returnTo={`${location.pathname}${location.search}`} />;
  }
  return children;
}

/** A route that exists only while a feature flag is on; otherwise it is an unknown path. */
export function RequireFlag({ on, children }: { on: boolean; children: ReactNode }) {
  const { t } = useT();
  const loaded = useAppSelector((s) => s.flags.loaded);
  if (!loaded) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  return on ? children : <Navigate to="/not-found" replace />;
}
