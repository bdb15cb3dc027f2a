// Renders an application screen the way the flow shows it: a signed-in customer, the application already in the API
// cache (as the saga leaves it), and a recorder of the events the screen dispatches. No saga runs: a test plays the
// saga's part by dispatching its outcomes.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { applicationApi, type Application } from '../../../api/application/endpoints';
import type { Lang } from '../../../src/lib/i18n';
import { applicationAbsent, initialApplicationState } from '../../../store/application';
import { initialAuthState } from '../../../store/auth';
import { makeStore, type RootState } from '../../../store';
import { fakeContext } from '../sagas/fakes';
import { renderWithProviders } from './renderWithProviders';

interface Options {
  route: string;
  application?: Application | null;
  returning?: boolean;
  signedIn?: boolean;
  /** The names the portal knows the customer by (from their sign-up or the loan systems). */
  names?: { firstName: string; lastName: string };
  lang?: Lang;
  /** Query results already in the cache, as [endpoint, args, data]. */
  cached?: [name: 'getProductAvailability' | 'getStateIdPatterns', args: never, data: unknown][];
}

export async function renderApplicationScreen(ui: ReactElement, options: Options) {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const { application = null, returning = false, signedIn = true, names } = options;
  const context = fakeContext();
  const preloadedState: Partial<RootState> = {
    auth: {
      ...initialAuthState,
      initialized: true,
      isAuthenticated: signedIn,
      email: 'new.customer@example.com',
      customerType: returning ? 'online-returning' : 'new',
      isReturningCustomer: returning,
      ...names,
    },
    application: {
      ...initialApplicationState,
      applicationId: application?.id ?? '',
      status: 'ready' as const,
    },
  };
  const store = makeStore(preloadedState, {
    extra: { identity: context.identity },
    sagaContext: { ...context },
    middleware: [recorder],
  });
  // What the saga leaves in the cache before the screen reads it.
  if (application)
    store.dispatch(applicationApi.util.upsertQueryData('application', { id: application.id }, application));
  for (const [name, args, data] of options.cached ?? []) {
    store.dispatch(applicationApi.util.upsertQueryData(name, args, data as never));
  }
  const view = renderWithProviders(ui, {
    route: options.route,
    store,
    context,
    ...(options.lang ? { lang: options.lang } : {}),
  });
  const play = (action: unknown) => act(() => void view.store.dispatch(action as UnknownAction));
  // The saga's answer to the page opening when there is no application: nothing to load.
  if (!application) play(applicationAbsent());
  // The screen reads the cache on its next render: wait until it shows more than "Loading your application".
  await waitFor(() => expect(screen.queryByText('Loading your application')).toBeNull());
  const sent = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  return { ...view, play, sent };
}
