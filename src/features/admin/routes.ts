// The admin feature's routes: staff sign-in and the landing where they choose the customer to act as.
import type { FeatureRoute } from '../../lib/featureRoute';
import { adminPaths } from './paths';

export const adminRoutes: FeatureRoute[] = [
  { path: adminPaths.login, load: () => import('./AdminLoginScreen'), title: 'admin.login.heading' },
  {
    path: adminPaths.landing,
    load: () => import('./AdminLandingScreen'),
    adminOnly: true,
    title: 'admin.landing.heading',
  },
];
