// The route table of spec 000 section 2 (and the application prefix of spec 001), in one module. Every screen is
// loaded lazily, so the login route ships only what it renders.
import type { JSX } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import ErrorPage from '../features/errors/ErrorPage';
import RenderFailure from '../features/errors/RenderFailure';
import { RequireAuth, RequireFlag } from './guards';
import { accountPages, enrollmentPages, mfaPages, paths } from './paths';

/** A lazily loaded screen module whose default export is the page. */
const screen = (load: () => Promise<{ default: () => JSX.Element }>) => () =>
  load().then((m) => ({ Component: m.default }));

const placeholder = () => import('../features/placeholder/RoutePlaceholder').then((m) => ({ Component: m.default }));

function Root() {
  const brand = useAppSelector((s) => s.brand.key);
  // The card-like brand starts at login; the others at the account page (which sends signed-out users to login).
  return <Navigate to={brand === 'keel' ? paths.login : paths.account} replace />;
}

const authed = (path: string, adminOnly = false): RouteObject => ({
  path,
  lazy: async () => {
    const { Component } = await placeholder();
    return {
      Component: () => (
        <RequireAuth adminOnly={adminOnly}>
          <Component />
        </RequireAuth>
      ),
    };
  },
});

const open = (path: string): RouteObject => ({ path, lazy: placeholder });

type FlagName = 'forgotPassword' | 'forgotEmail' | 'passwordless' | 'loanConversion';

function FlagRoute({ flag, children }: { flag: FlagName; children: JSX.Element }) {
  const on = useAppSelector((s) => s.flags.values[flag]);
  return <RequireFlag on={on}>{children}</RequireFlag>;
}

const flagged = (path: string, flag: FlagName, needsAuth = false): RouteObject => ({
  path,
  lazy: async () => {
    const { Component } = await placeholder();
    const page = <Component />;
    return {
      Component: () => <FlagRoute flag={flag}>{needsAuth ? <RequireAuth>{page}</RequireAuth> : page}</FlagRoute>,
    };
  },
});

/** A screen for signed-in users only. */
const authedScreen = (path: string, load: () => Promise<{ default: () => JSX.Element }>): RouteObject => ({
  path,
  lazy: async () => {
    const { default: Screen } = await load();
    return {
      Component: () => (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      ),
    };
  },
});

const BUILT_MFA_PAGES = new Set([
  'otp-email',
  'remember-device',
  'remember-device-accept',
  'remember-device-decline',
  'verification-failed',
]);

/** A screen that exists only while its flag is on. */
const flaggedScreen = (
  path: string,
  flag: FlagName,
  load: () => Promise<{ default: () => JSX.Element }>,
): RouteObject => ({
  path,
  lazy: async () => {
    const { default: Screen } = await load();
    return {
      Component: () => (
        <FlagRoute flag={flag}>
          <Screen />
        </FlagRoute>
      ),
    };
  },
});

export const routes: RouteObject[] = [
  {
    errorElement: <RenderFailure />,
    children: [
      { path: paths.root, element: <Root /> },
      { path: paths.login, lazy: () => import('../features/auth/LoginScreen').then((m) => ({ Component: m.default })) },
      // The error page is part of the shell: it must render even when a chunk cannot load.
      { path: paths.error, element: <ErrorPage /> },
      { path: paths.accountError, element: <ErrorPage /> },
      { path: paths.enrollmentError, element: <ErrorPage /> },
      { path: paths.adminError, element: <ErrorPage /> },
      {
        path: paths.pending,
        lazy: () => import('../features/errors/PendingPage').then((m) => ({ Component: m.default })),
      },
      open(paths.loginSuccessful),
      { path: paths.forgotPassword, lazy: screen(() => import('../features/password/ForgotPasswordScreen')) },
      flaggedScreen(
        paths.forgotPasswordFail,
        'forgotPassword',
        () => import('../features/password/ForgotPasswordFail'),
      ),
      { path: paths.forgotEmail, lazy: screen(() => import('../features/password/ForgotEmailScreen')) },
      flaggedScreen(paths.forgotEmailFail, 'forgotEmail', () => import('../features/password/ForgotEmailFail')),
      {
        path: paths.changePassword,
        lazy: () =>
          import('../features/password/ChangePasswordScreen').then((m) => ({ Component: m.ChangePasswordLink })),
      },
      { path: paths.changePasswordForm, lazy: screen(() => import('../features/password/ChangePasswordScreen')) },
      authedScreen(paths.mfa, () => import('../features/mfa/MfaStartScreen')),
      { path: paths.mfaFail, lazy: screen(() => import('../features/mfa/MfaFailScreen')) },
      authedScreen(`${paths.mfaSteps}/otp-email`, () => import('../features/mfa/OtpEmailScreen')),
      authedScreen(`${paths.mfaSteps}/remember-device`, () => import('../features/mfa/RememberDeviceScreen')),
      authedScreen(`${paths.mfaSteps}/remember-device-accept`, () => import('../features/mfa/RememberDeviceResult')),
      authedScreen(`${paths.mfaSteps}/remember-device-decline`, () => import('../features/mfa/RememberDeviceResult')),
      { path: `${paths.mfaSteps}/verification-failed`, lazy: screen(() => import('../features/mfa/MfaFailScreen')) },
      authed(paths.adminLogin, true),
      authed(paths.adminLanding, true),
      authed(paths.account),
      ...accountPages.map((page) => authed(`${paths.account}/${page}`)),
      open(paths.enrollment),
      ...enrollmentPages.map((page) => open(`${paths.enrollment}/${page}`)),
      ...mfaPages.filter((page) => !BUILT_MFA_PAGES.has(page)).map((page) => open(`${paths.mfaSteps}/${page}`)),
      authed(`${paths.application}/*`),
      authed(paths.application),
      flagged(paths.loanConversion, 'loanConversion', true),
      flagged(`${paths.loanConversion}/convert`, 'loanConversion', true),
      flagged(`${paths.loanConversion}/refinance`, 'loanConversion', true),
      flaggedScreen(
        paths.resumePasswordless,
        'passwordless',
        () => import('../features/auth/ResumePasswordlessScreen'),
      ),
      { path: '*', lazy: () => import('../features/errors/NotFound').then((m) => ({ Component: m.default })) },
    ],
  },
];
