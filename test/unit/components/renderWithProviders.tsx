// Renders a screen the way the app does (src/main.tsx): a real store from makeStore, the language, the brand's theme
// and a router, here a memory router at a chosen address. Shaped like the Redux Toolkit docs' helper ("Writing Tests"):
// `renderWithProviders(ui, { preloadedState, store })` returns `{ store, user, router, ...render }`.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import type { BrandKey } from '../../../brands/catalog';
import { themeFor } from '../../../brands/themes';
import { DEFAULT_LANG, I18nProvider, type Lang } from '../../../src/lib/i18n';
import { makeStore, type AppStore, type RootState, type StoreOptions } from '../../../store';
import { fakeContext, type FakeContext } from '../sagas/fakes';

export interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** A store made by the test; `preloadedState` and `context` are then ignored. */
  store?: AppStore;
  /** More store middleware, e.g. a recorder of the actions a screen dispatches (before the action log masks them). */
  middleware?: StoreOptions['middleware'];
  /** The saga context fakes (identity, navigation, storage...); the identity is also RTK Query's extra. */
  context?: FakeContext;
  /** Where the memory router starts, e.g. `/login?email=a@example.com`. */
  route?: string;
  /** The route pattern the screen is mounted at; the path of `route` unless given. */
  path?: string;
  /** A whole route table instead (the app's frame around pages); `ui` is then not mounted. */
  routes?: RouteObject[];
  /** The theme's brand; the store's brand unless given. */
  brand?: BrandKey;
  /** The visit's language; a test in another language loads its catalogue first (`loadLang` in src/lib/i18n). */
  lang?: Lang;
}

/** Shown for any address the screen is not mounted at, so a test can see where a link or redirect went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated-to">{`${location.pathname}${location.search}`}</p>;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    preloadedState,
    context = fakeContext(),
    middleware,
    store = makeStore(preloadedState, {
      extra: { identity: context.identity },
      sagaContext: { ...context },
      middleware,
    }),
    route = '/',
    path = new URL(route, 'http://localhost').pathname,
    brand,
    lang = DEFAULT_LANG,
    routes = [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    ...renderOptions
  } = options;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nProvider initial={lang}>
          <ThemeProvider theme={themeFor(brand ?? store.getState().brand.key)}>{children}</ThemeProvider>
        </I18nProvider>
      </Provider>
    );
  }
  // With fake timers on, user-event's own pauses must move the fake clock or every keystroke would wait forever.
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  return {
    store,
    user,
    router,
    context,
    ...render(<RouterProvider router={router} />, { wrapper: Providers, ...renderOptions }),
  };
}
