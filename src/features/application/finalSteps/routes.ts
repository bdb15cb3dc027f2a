// The application's finalSteps screens (issue 13; docs/application-part2.md says which routes are this folder's).
import type { FeatureRoute } from '../../../lib/featureRoute';

export const finalStepsRoutes: FeatureRoute[] = [];
