// Loan conversion (spec 000): only while the feature flag is on, signed in; placeholders until the conversion issue.
import type { FeatureRoute } from '../../lib/featureRoute';
import { conversionPaths } from './paths';

const placeholder = () => import('../../components/RoutePlaceholder');

export const conversionRoutes: FeatureRoute[] = Object.values(conversionPaths).map((path) => ({
  path,
  load: placeholder,
  auth: true,
  flag: 'loanConversion' as const,
  title: 'shell.pageTitle.conversion' as const,
}));
