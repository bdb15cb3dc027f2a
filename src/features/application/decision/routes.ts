// The application's decision screens (docs/application-after-income.md says which routes are this folder's).
import type { FeatureRoute } from '../../../lib/featureRoute';
import { applicationPaths as p } from '../paths';

export const decisionRoutes: FeatureRoute[] = [
  {
    path: p.transition,
    load: () => import('./TransitionScreen'),
    auth: true,
    title: 'application.decision.transition.heading',
  },
];
