// The error pages. They are part of the app shell, not lazy: they must render even when a chunk cannot load. The
// account, enrollment and admin error pages are this page too, at the addresses those features name.
import type { FeatureRoute } from '../../lib/featureRoute';
import { accountPaths } from '../account/paths';
import { adminPaths } from '../admin/paths';
import { enrollmentPaths } from '../enrollment/paths';
import ErrorPage from './ErrorPage';
import { errorPaths } from './paths';

export const errorRoutes: FeatureRoute[] = [
  { path: errorPaths.error, Component: ErrorPage, title: 'errors.page.heading' },
  { path: accountPaths.error, Component: ErrorPage, title: 'errors.page.heading' },
  { path: enrollmentPaths.error, Component: ErrorPage, title: 'errors.page.heading' },
  { path: adminPaths.error, Component: ErrorPage, title: 'errors.page.heading' },
  { path: errorPaths.pending, load: () => import('./PendingPage'), title: 'errors.pending.heading' },
];

/** Any other path leaves the app for the brand's 404 page. */
export const notFoundRoute: FeatureRoute = {
  path: '*',
  load: () => import('./NotFound'),
  title: 'shell.pageTitle.notFound',
};
