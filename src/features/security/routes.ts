// The security settings page, for signed-in customers (and a CSR acting as one, who reads it only).
import type { FeatureRoute } from '../../lib/featureRoute';
import { securityPaths } from './paths';

export const securityRoutes: FeatureRoute[] = [
  {
    path: securityPaths.home,
    load: () => import('./SecurityScreen'),
    auth: true,
    title: 'security.pageTitle',
  },
];
