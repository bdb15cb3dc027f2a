// The password feature's routes; the fail pages exist only while their flags are on (spec 000 section 2).
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import { passwordPaths } from './paths';

export const passwordRoutes: FeatureRoute[] = [
  { path: passwordPaths.forgotPassword, load: () => import('./ForgotPasswordScreen') },
  { path: passwordPaths.forgotPasswordFail, load: () => import('./ForgotPasswordFail'), flag: 'forgotPassword' },
  { path: passwordPaths.forgotEmail, load: () => import('./ForgotEmailScreen') },
  { path: passwordPaths.forgotEmailFail, load: () => import('./ForgotEmailFail'), flag: 'forgotEmail' },
  {
    path: passwordPaths.changePasswordLink,
    load: screen(() => import('./ChangePasswordScreen'), 'ChangePasswordLink'),
  },
  { path: passwordPaths.changePassword, load: () => import('./ChangePasswordScreen') },
];
