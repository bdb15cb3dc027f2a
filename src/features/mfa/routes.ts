// The multi-factor feature's routes. The code pages are the shared code screen.
import type { FeatureRoute } from '../../lib/featureRoute';
import { mfaPaths } from './paths';

const failed = () => import('./MfaFailScreen');
const passed = () => import('./MfaPassedScreen');
const remembered = () => import('./RememberDeviceResult');
const phone = () => import('./OtpPhoneScreen');

export const mfaRoutes: FeatureRoute[] = [
  { path: mfaPaths.start, load: () => import('./MfaStartScreen'), auth: true, title: 'mfa.start.heading' },
  { path: mfaPaths.loginFail, load: failed, title: 'mfa.fail.title' },
  { path: mfaPaths.otpEmail, load: () => import('./OtpEmailScreen'), auth: true, title: 'mfa.otpEmail.heading' },
  { path: mfaPaths.otpPhone, load: phone, auth: true, title: 'mfa.otpPhone.sendHeading' },
  { path: mfaPaths.otpPhoneEmail, load: phone, auth: true, title: 'mfa.otpPhoneEmail.heading' },
  { path: mfaPaths.otpApp, load: () => import('./OtpAppScreen'), auth: true, title: 'mfa.otpApp.heading' },
  {
    path: mfaPaths.rememberDevice,
    load: () => import('./RememberDeviceScreen'),
    auth: true,
    title: 'mfa.remember.heading',
  },
  { path: mfaPaths.rememberAccepted, load: remembered, auth: true, title: 'mfa.verified.heading' },
  { path: mfaPaths.rememberDeclined, load: remembered, auth: true, title: 'mfa.verified.heading' },
  { path: mfaPaths.verificationFailed, load: failed, title: 'mfa.fail.title' },
  { path: mfaPaths.denied, load: failed, title: 'mfa.fail.title' },
  { path: mfaPaths.approved, load: passed, auth: true, title: 'mfa.verified.heading' },
  { path: mfaPaths.bypass, load: passed, auth: true, title: 'mfa.verified.heading' },
];
