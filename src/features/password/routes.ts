// The password feature's routes; the fail pages exist only while their flags are on.
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import { passwordPaths } from './paths';

export const passwordRoutes: FeatureRoute[] = [
  {
    path: passwordPaths.forgotPassword,
    load: () => import('./ForgotPasswordScreen'),
    title: 'password.forgot.heading',
  },
  {
    path: passwordPaths.forgotPasswordFail,
    load: () => import('./ForgotPasswordFail'),
    flag: 'forgotPassword',
    title: 'password.forgotFail.heading',
  },
  {
    path: passwordPaths.forgotEmail,
    load: () => import('./ForgotEmailScreen'),
    title: 'password.forgotEmail.heading',
  },
  {
    path: passwordPaths.forgotEmailFail,
    load: () => import('./ForgotEmailFail'),
    flag: 'forgotEmail',
    title: 'password.forgotEmailFail.heading',
  },
  {
    path: passwordPaths.changePasswordLink,
    load: screen(() => import('./ChangePasswordScreen'), 'ChangePasswordLink'),
    title: 'password.change.heading',
  },
  {
    path: passwordPaths.changePassword,
    load: () => import('./ChangePasswordScreen'),
    title: 'password.change.heading',
  },
];
