// The application flow (spec 001), matched by prefix: a placeholder until the application issues build it.
import type { FeatureRoute } from '../../lib/featureRoute';
import { applicationPaths } from './paths';

const placeholder = () => import('../../components/RoutePlaceholder');

export const applicationRoutes: FeatureRoute[] = [
  { path: applicationPaths.home, load: placeholder, auth: true, title: 'shell.pageTitle.application' },
  { path: applicationPaths.anyStep, load: placeholder, auth: true, title: 'shell.pageTitle.application' },
];
