// The route table of spec 000 section 2 (and the application prefix of spec 001), in one module. Every screen is
// loaded lazily, so the login route ships only what it renders.
import type { JSX } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import type * as OtpScreens from '../features/enrollment/OtpScreens';
import type * as Outcomes from '../features/enrollment/Outcomes';
import ErrorPage from '../features/errors/ErrorPage';
import RenderFailure from '../features/errors/RenderFailure';
import { RequireAuth, RequireFlag } from './guards';
import { accountPages, enrollmentPages, mfaPages, paths } from './paths';

type Page = () => JSX.Element;
type FlagName = 'forgotPassword' | 'forgotEmail' | 'passwordless' | 'loanConversion';

interface Access {
  /** Signed-in users only (the guard sends others to login with the origin). */
  auth?: boolean;
  adminOnly?: boolean;
  /** The route exists only while this flag is on. */
  flag?: FlagName;
}

/** Routes whose screens later issues build: a plain page naming the route and the signed-in customer. */
const placeholderPage = () => import('../features/placeholder/RoutePlaceholder');

function FlagRoute({ flag, children }: { flag: FlagName; children: JSX.Element }) {
  const on = useAppSelector((s) => s.flags.values[flag]);
  return <RequireFlag on={on}>{children}</RequireFlag>;
}

/** One route: the page module is loaded on first visit and wrapped in the access rules it needs. */
function page(path: string, load: () => Promise<{ default: Page }>, access: Access = {}): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Screen } = await load();
      const guarded = (el: JSX.Element) =>
        access.auth || access.adminOnly ? <RequireAuth adminOnly={access.adminOnly ?? false}>{el}</RequireAuth> : el;
      const flagged = (el: JSX.Element) => (access.flag ? <FlagRoute flag={access.flag}>{el}</FlagRoute> : el);
      return { Component: () => flagged(guarded(<Screen />)) };
    },
  };
}

function Root() {
  const brand = useAppSelector((s) => s.brand.key);
  // The card-like brand starts at login; the others at the account page (which sends signed-out users to login).
  return <Navigate to={brand === 'keel' ? paths.login : paths.account} replace />;
}

const BUILT_MFA_PAGES = new Set([
  'otp-email',
  'otp-phone',
  'otp-phone-email',
  'remember-device',
  'remember-device-accept',
  'remember-device-decline',
  'verification-failed',
  'approved',
  'bypass',
  'denied',
]);

const outcome = (name: keyof typeof Outcomes) => () =>
  import('../features/enrollment/Outcomes').then((m) => ({ default: m[name] }));
const otp = (name: keyof typeof OtpScreens) => () =>
  import('../features/enrollment/OtpScreens').then((m) => ({ default: m[name] }));

const ENROLLMENT_SCREENS: Record<(typeof enrollmentPages)[number], () => Promise<{ default: Page }>> = {
  'no-record-located': outcome('NoRecordLocated'),
  'customer-already-in-use': outcome('CustomerAlreadyInUse'),
  'email-already-in-use': outcome('EmailAlreadyInUse'),
  'email-verification': () => import('../features/enrollment/EmailVerificationScreen'),
  'email-verification-failed': outcome('EmailVerificationFailed'),
  'email-verification-not-eligible': outcome('EmailVerificationNotEligible'),
  'residential-form': () => import('../features/enrollment/ResidentialFormScreen'),
  'otp-send-code': otp('OtpSendCode'),
  'otp-verify-code': otp('OtpVerifyCode'),
  'otp-failed': outcome('OtpFailed'),
  success: outcome('EnrollmentSuccess'),
  'thank-you': outcome('EnrollmentThankYou'),
  'personal-form': () => import('../features/enrollment/PersonalFormScreen'),
};

export const routes: RouteObject[] = [
  {
    errorElement: <RenderFailure />,
    children: [
      { path: paths.root, element: <Root /> },
      page(paths.login, () => import('../features/auth/LoginScreen')),
      // The error page is part of the shell: it must render even when a chunk cannot load.
      { path: paths.error, element: <ErrorPage /> },
      { path: paths.accountError, element: <ErrorPage /> },
      { path: paths.enrollmentError, element: <ErrorPage /> },
      { path: paths.adminError, element: <ErrorPage /> },
      page(paths.pending, () => import('../features/errors/PendingPage')),
      page(paths.loginSuccessful, () => import('../features/auth/LoginSuccessfulScreen')),
      page(paths.forgotPassword, () => import('../features/password/ForgotPasswordScreen')),
      page(paths.forgotPasswordFail, () => import('../features/password/ForgotPasswordFail'), {
        flag: 'forgotPassword',
      }),
      page(paths.forgotEmail, () => import('../features/password/ForgotEmailScreen')),
      page(paths.forgotEmailFail, () => import('../features/password/ForgotEmailFail'), { flag: 'forgotEmail' }),
      page(paths.changePassword, () =>
        import('../features/password/ChangePasswordScreen').then((m) => ({ default: m.ChangePasswordLink })),
      ),
      page(paths.changePasswordForm, () => import('../features/password/ChangePasswordScreen')),
      page(paths.mfa, () => import('../features/mfa/MfaStartScreen'), { auth: true }),
      page(paths.mfaFail, () => import('../features/mfa/MfaFailScreen')),
      page(`${paths.mfaSteps}/otp-email`, () => import('../features/mfa/OtpEmailScreen'), { auth: true }),
      page(`${paths.mfaSteps}/otp-phone`, () => import('../features/mfa/OtpPhoneScreen'), { auth: true }),
      page(`${paths.mfaSteps}/otp-phone-email`, () => import('../features/mfa/OtpPhoneScreen'), { auth: true }),
      page(`${paths.mfaSteps}/remember-device`, () => import('../features/mfa/RememberDeviceScreen'), { auth: true }),
      page(`${paths.mfaSteps}/remember-device-accept`, () => import('../features/mfa/RememberDeviceResult'), {
        auth: true,
      }),
      page(`${paths.mfaSteps}/remember-device-decline`, () => import('../features/mfa/RememberDeviceResult'), {
        auth: true,
      }),
      page(`${paths.mfaSteps}/verification-failed`, () => import('../features/mfa/MfaFailScreen')),
      page(`${paths.mfaSteps}/denied`, () => import('../features/mfa/MfaFailScreen')),
      page(`${paths.mfaSteps}/approved`, () => import('../features/mfa/MfaPassedScreen'), { auth: true }),
      page(`${paths.mfaSteps}/bypass`, () => import('../features/mfa/MfaPassedScreen'), { auth: true }),
      ...mfaPages.filter((p) => !BUILT_MFA_PAGES.has(p)).map((p) => page(`${paths.mfaSteps}/${p}`, placeholderPage)),
      page(paths.adminLogin, () => import('../features/admin/AdminLoginScreen')),
      page(paths.adminLanding, () => import('../features/admin/AdminLandingScreen'), { adminOnly: true }),
      page(paths.account, placeholderPage, { auth: true }),
      ...accountPages.map((p) => page(`${paths.account}/${p}`, placeholderPage, { auth: true })),
      page(paths.enrollment, () => import('../features/enrollment/EnrollmentScreen')),
      ...enrollmentPages.map((p) => page(`${paths.enrollment}/${p}`, ENROLLMENT_SCREENS[p])),
      page(paths.application, placeholderPage, { auth: true }),
      page(`${paths.application}/*`, placeholderPage, { auth: true }),
      ...['', '/convert', '/refinance'].map((suffix) =>
        page(`${paths.loanConversion}${suffix}`, placeholderPage, { auth: true, flag: 'loanConversion' }),
      ),
      page(paths.resumePasswordless, () => import('../features/auth/ResumePasswordlessScreen'), {
        flag: 'passwordless',
      }),
      page('*', () => import('../features/errors/NotFound')),
    ],
  },
];
