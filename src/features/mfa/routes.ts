// The multi-factor feature's routes (spec 000 "Multi-factor routes"). The code pages are the shared code screen.
import type { FeatureRoute } from '../../lib/featureRoute';
import { mfaPaths } from './paths';

const failed = () => import('./MfaFailScreen');
const passed = () => import('./MfaPassedScreen');
const remembered = () => import('./RememberDeviceResult');
const phone = () => import('./OtpPhoneScreen');

export const mfaRoutes: FeatureRoute[] = [
  { path: mfaPaths.start, load: () => import('./MfaStartScreen'), auth: true },
  { path: mfaPaths.loginFail, load: failed },
  { path: mfaPaths.otpEmail, load: () => import('./OtpEmailScreen'), auth: true },
  { path: mfaPaths.otpPhone, load: phone, auth: true },
  { path: mfaPaths.otpPhoneEmail, load: phone, auth: true },
  { path: mfaPaths.rememberDevice, load: () => import('./RememberDeviceScreen'), auth: true },
  { path: mfaPaths.rememberAccepted, load: remembered, auth: true },
  { path: mfaPaths.rememberDeclined, load: remembered, auth: true },
  { path: mfaPaths.verificationFailed, load: failed },
  { path: mfaPaths.denied, load: failed },
  { path: mfaPaths.approved, load: passed, auth: true },
  { path: mfaPaths.bypass, load: passed, auth: true },
];
