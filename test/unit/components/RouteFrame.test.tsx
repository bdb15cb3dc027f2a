// The app's frame around every page: the skip link first in tab order, each route's own <title> in the visit's
// language, and focus on the new page's heading after a navigation (not on the first load, and not over an alert).
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/catalog';
import { RouteFrame, type RouteHandle } from '../../../src/app/RouteFrame';
import { loadLang } from '../../../src/lib/i18n/translate';
import { renderWithProviders } from './renderWithProviders';

function LoginPage() {
  return (
    <main id="main">
      <h1>Log in</h1>
      <Link to="/forgot">Forgot</Link>
      <Link to="/alerting">Alerting</Link>
    </main>
  );
}

function ForgotPage() {
  return (
    <main id="main">
      <h1>Forgot your password?</h1>
    </main>
  );
}

/** A page whose error alert takes focus as it appears. */
function AlertingPage() {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <main id="main">
      <h1>Something</h1>
      <div role="alert" tabIndex={-1} ref={alert}>
        Wrong
      </div>
    </main>
  );
}

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

function renderApp(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(<></>, {
    route: '/login',
    lang,
    routes: [
      {
        element: <RouteFrame />,
        children: [
          { path: '/login', element: <LoginPage />, handle: handle('login.heading') },
          { path: '/forgot', element: <ForgotPage />, handle: handle('password.forgot.heading') },
          { path: '/alerting', element: <AlertingPage /> },
        ],
      },
    ],
  });
}

describe('RouteFrame', () => {
  it("titles each page with its name and the brand's", async () => {
    const { user, store } = renderApp();
    const brand = BRANDS[store.getState().brand.key].name;
    await waitFor(() => expect(document.title).toBe(`Log in | ${brand}`));
    await user.click(screen.getByRole('link', { name: 'Forgot' }));
    await waitFor(() => expect(document.title).toBe(`Forgot your password? | ${brand}`));
  });

  it('titles pages in Spanish for a Spanish visit', async () => {
    await loadLang('es');
    const { store } = renderApp('es');
    const brand = BRANDS[store.getState().brand.key].name;
    await waitFor(() => expect(document.title).toBe(`Iniciar sesión | ${brand}`));
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });

  it('leaves focus alone on the first load, then moves it to the new heading', async () => {
    const { user } = renderApp();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Forgot' }));
    const heading = await screen.findByRole('heading', { name: 'Forgot your password?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not take focus from an alert the new page focused', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Alerting' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('offers the skip link first, and it moves focus to the main content', async () => {
    const { user } = renderApp();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
