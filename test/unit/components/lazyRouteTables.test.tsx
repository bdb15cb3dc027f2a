// The route tables of the features the login page does not show (the application flow, enrollment, multi-factor,
// password) are not part of the shell (the login page's first paint does not carry them): React Router asks
// for one on the first visit to its addresses (patchRoutesOnNavigation), so a deep link, a reload or a link there
// still reaches its page, and each table is loaded once.
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideLateLoader } from '../../../src/app/lateJoin';
import type { RouteHandle } from '../../../src/app/RouteFrame';
import { featureRoutes, lazyRouteTables, patchRoutesOnNavigation, routes } from '../../../src/app/routes';
import { applicationPaths } from '../../../src/features/application/paths';
import { isApplicationPath } from '../../../src/lib/application/prefix';
import { enrollmentPaths } from '../../../src/features/enrollment/paths';
import { mfaPaths } from '../../../src/features/mfa/paths';
import { passwordPaths } from '../../../src/features/password/paths';

/** Where a router at `path` ends once every lazy part is loaded: the deepest route's pattern and title. */
async function settle(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  const deepest = router.state.matches.at(-1);
  return { path: deepest?.route.path, title: (deepest?.route.handle as RouteHandle | undefined)?.title };
}

const routerAt = (path: string) => createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });

describe('the application routes, loaded on the first visit under /application', () => {
  // Screens wait for the layer that joins after the first paint; here it is there at once.
  beforeAll(() => provideLateLoader(() => Promise.resolve()));
  afterEach(() => vi.restoreAllMocks());

  it('are not in the table the app starts with (the shell keeps the error pages only)', () => {
    const lazy = (path: string) =>
      isApplicationPath(path) ||
      [...Object.values(enrollmentPaths), ...Object.values(mfaPaths), ...Object.values(passwordPaths)].includes(path);
    expect(featureRoutes.filter((route) => lazy(route.path)).map((route) => route.path)).toEqual([
      enrollmentPaths.error,
    ]);
  });

  it('leave other unknown paths to the not-found page without loading the table', async () => {
    const load = vi.spyOn(lazyRouteTables[0]!, 'load');
    expect(await settle(routerAt('/nowhere'))).toEqual({ path: '*', title: 'shell.pageTitle.notFound' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reach a deep link (a reload or a link from outside) to a page of the flow', async () => {
    expect(await settle(routerAt(applicationPaths.bankNoChecking))).toEqual({
      path: applicationPaths.bankNoChecking,
      title: 'application.bank.noChecking.heading',
    });
  });

  it.each([
    [mfaPaths.otpEmail, mfaPaths.otpEmail, 'mfa.otpEmail.heading'],
    [enrollmentPaths.noRecord, enrollmentPaths.noRecord, 'enrollment.noRecord.heading'],
    // The e-mailed link's address has parameters.
    [
      '/authentication/change-password/123456/a%40example.com',
      passwordPaths.changePasswordLink,
      'password.change.heading',
    ],
  ])('reach %s, in its own table', async (at, path, title) => {
    const found = await settle(routerAt(at));
    expect(found.path).toBe(path);
    expect(found.title).toBe(title);
  });

  it('are added once, and then matched directly on every later navigation', async () => {
    const router = routerAt(applicationPaths.personal);
    expect((await settle(router)).path).toBe(applicationPaths.personal);
    const load = vi.spyOn(lazyRouteTables[0]!, 'load');
    await router.navigate(applicationPaths.income);
    expect((await settle(router)).path).toBe(applicationPaths.income);
    // An unknown page under the prefix is the not-found page, with the table already there.
    await router.navigate('/application/no-such-step');
    expect((await settle(router)).path).toBe('*');
    expect(load).not.toHaveBeenCalled();
  });
});
