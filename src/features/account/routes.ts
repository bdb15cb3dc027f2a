// The account pages (spec 000 "Account routes"): placeholders until the account issue builds them.
import type { FeatureRoute } from '../../lib/featureRoute';
import { accountPages, accountPaths } from './paths';

const placeholder = () => import('../../components/RoutePlaceholder');

export const accountRoutes: FeatureRoute[] = [accountPaths.home, ...accountPages].map((path) => ({
  path,
  load: placeholder,
  auth: true,
  title: 'shell.pageTitle.account' as const,
}));
