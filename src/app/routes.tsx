// The app's route table: it only composes the routes each feature declares (src/features/<feature>/routes.ts) and
// wraps each in what it asks for: lazy loading, the sign-in guard, a feature flag. The tables of features the login
// page does not show (the application flow, enrollment, multi-factor, password) load on the first visit to one of
// their addresses instead, so the login page's first paint does not carry them.
import type { JSX } from 'react';
import { matchPath, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { BRANDS } from '../../brands/catalog';
import { useAppSelector } from '../../store/hooks';
import { accountPaths } from '../features/account/paths';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { isApplicationPath } from '../lib/application/prefix';
import { authPaths } from '../features/auth/paths';
import { authRoutes } from '../features/auth/routes';
import { conversionRoutes } from '../features/conversion/routes';
import { devtoolsRoutes } from '../features/devtools/routes';
import { isEnrollmentPath } from '../features/enrollment/paths';
import { errorRoutes, notFoundRoute } from '../features/errors/routes';
import RenderFailure from '../features/errors/RenderFailure';
import { mfaPaths } from '../features/mfa/paths';
import { passwordPaths } from '../features/password/paths';
import { isSignUpPath } from '../features/signUp/paths';
import { securityRoutes } from '../features/security/routes';
import { storesRoutes } from '../features/stores/routes';
import type { FeatureRoute } from '../lib/featureRoute';
import { RequireAuth, RequireFlag } from './guards';
import { joinLate } from './lateJoin';
import { RouteFrame, type RouteHandle } from './RouteFrame';

function FlagRoute({ flag, children }: { flag: NonNullable<FeatureRoute['flag']>; children: JSX.Element }) {
  const on = useAppSelector((s) => s.flags.values[flag]);
  return <RequireFlag on={on}>{children}</RequireFlag>;
}

function guarded(route: FeatureRoute, el: JSX.Element): JSX.Element {
  const signedIn =
    route.auth || route.adminOnly ? <RequireAuth adminOnly={route.adminOnly ?? false}>{el}</RequireAuth> : el;
  return route.flag ? <FlagRoute flag={route.flag}>{signedIn}</FlagRoute> : signedIn;
}

/**
 * One route: the page module is loaded on first visit (or is part of the shell) and wrapped in its access rules; a
 * lazy screen that is not `lean` also waits for the API layer (src/app/lateJoin.ts).
 */
export function toRouteObject(route: FeatureRoute): RouteObject {
  const { Component: Eager, load } = route;
  const handle: RouteHandle = { title: route.title };
  if (Eager) return { path: route.path, handle, element: guarded(route, <Eager />) };
  if (!load) throw new Error(`route ${route.path} has no screen`);
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const [{ default: Screen }] = await Promise.all([load(), route.lean ? undefined : joinLate()]);
      return { Component: () => guarded(route, <Screen />) };
    },
  };
}

function Root() {
  const brand = useAppSelector((s) => s.brand.key);
  return <Navigate to={BRANDS[brand].landing === 'login' ? authPaths.login : accountPaths.home} replace />;
}

/** Every feature's routes, the unknown-path page last. */
export const featureRoutes: FeatureRoute[] = [
  ...authRoutes,
  ...errorRoutes,
  ...adminRoutes,
  ...accountRoutes,
  ...securityRoutes,
  ...conversionRoutes,
  ...storesRoutes,
  ...devtoolsRoutes,
  notFoundRoute,
];

/** A feature's route table that loads with the first visit to a path it `owns`. */
interface LazyRouteTable {
  owns(pathname: string): boolean;
  load(): Promise<FeatureRoute[]>;
}

/** A feature's addresses, as its paths module names them (patterns with parameters included). */
const anyOf = (paths: Record<string, string>) => (pathname: string) =>
  Object.values(paths).some((pattern) => matchPath(pattern, pathname) !== null);

/** Not in featureRoutes: their tables join the frame when one of their paths is first visited. */
export const lazyRouteTables: LazyRouteTable[] = [
  {
    owns: isApplicationPath,
    load: () => import('../features/application/routes').then((m) => m.applicationRoutes),
  },
  { owns: isEnrollmentPath, load: () => import('../features/enrollment/routes').then((m) => m.enrollmentRoutes) },
  { owns: isSignUpPath, load: () => import('../features/signUp/routes').then((m) => m.signUpRoutes) },
  { owns: anyOf(mfaPaths), load: () => import('../features/mfa/routes').then((m) => m.mfaRoutes) },
  { owns: anyOf(passwordPaths), load: () => import('../features/password/routes').then((m) => m.passwordRoutes) },
];

/** The route every page is a child of; lazily loaded tables are added under it. */
const FRAME_ID = 'frame';

/** Each table's download, kept once it succeeded (a failed one is tried again on the next visit). */
const downloads = new Map<LazyRouteTable, Promise<FeatureRoute[]>>();

/**
 * Fetches every lazy table without adding it (start-up calls this on the visitor's first touch), so the page after
 * sign-in, usually the multi-factor check, does not wait for its table. A failure here is left to the visit itself.
 */
export function warmRouteTables(): void {
  for (const table of lazyRouteTables)
    download(table)
      .then((routes) => {
        // The page most sign-ins reach next: its screen too (a sign-in click measured waiting ~170 ms for it).
        for (const route of routes) if (AFTER_SIGN_IN.includes(route.path)) route.load?.().catch(() => undefined);
      })
      .catch(() => undefined);
}

/** Where "Log In" usually leads (the multi-factor check for a device the portal does not know). */
const AFTER_SIGN_IN: string[] = [mfaPaths.start];

function download(table: LazyRouteTable): Promise<FeatureRoute[]> {
  let routes = downloads.get(table);
  if (!routes) {
    routes = table.load().catch((error: unknown) => {
      downloads.delete(table);
      throw error;
    });
    downloads.set(table, routes);
  }
  return routes;
}

/**
 * React Router asks this when a path matches nothing but the unknown-path page (a link, a reload, a deep link): the
 * table that owns the path is added under the frame, and from then on its routes match directly. Asked again (an
 * unknown page under the same prefix), it adds the same routes, which React Router recognises by path and ignores.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const table = lazyRouteTables.find((t) => t.owns(path));
  if (!table) return;
  patch(FRAME_ID, (await download(table)).map(toRouteObject));
};

export const routes: RouteObject[] = [
  {
    // Skip link, page titles and focus on navigation, around every page.
    id: FRAME_ID,
    element: <RouteFrame />,
    errorElement: <RenderFailure />,
    children: [{ path: authPaths.root, element: <Root /> }, ...featureRoutes.map(toRouteObject)],
  },
];
