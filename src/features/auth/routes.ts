// The auth feature's routes: login, the single sign-on landing, passwordless resume.
import type { FeatureRoute } from '../../lib/featureRoute';
import { authPaths } from './paths';

export const authRoutes: FeatureRoute[] = [
  { path: authPaths.login, load: () => import('./LoginScreen'), title: 'login.heading', lean: true },
  { path: authPaths.loginSuccessful, load: () => import('./LoginSuccessfulScreen'), title: 'login.sso.heading' },
  {
    path: authPaths.resumePasswordless,
    load: () => import('./ResumePasswordlessScreen'),
    flag: 'passwordless',
    title: 'login.code.heading',
  },
];
