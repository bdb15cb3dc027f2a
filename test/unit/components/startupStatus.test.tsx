// The login card and the route guard while start-up runs and when it cannot finish: the card says it is loading
// until its form is there (never blank), a failed start-up says why with "Try Again" (never "Authenticating" for
// ever), and the retry runs the real start-up saga anew until the form comes.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../../src/app/guards';
import LoginScreen, { FORM_DELAY_MS } from '../../../src/features/auth/LoginScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import { startupSaga } from '../../../sagas/startup';
import { initialAuthState } from '../../../store/auth';
import { appStarted } from '../../../store/events';
import { fakeContext } from '../sagas/fakes';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

const FAILED = "We couldn't load what the portal needs to sign you in. Check your connection, then try again.";

const loginAt = (auth: Partial<typeof initialAuthState>, context = fakeContext()) =>
  renderWithProviders(<LoginScreen />, {
    route: '/login',
    preloadedState: { auth: { ...initialAuthState, ...auth } },
    context,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  // Start-up's public reads: the default flags, no footer links.
  vi.stubGlobal('fetch', async (url: string) => Response.json(String(url).startsWith('/footer-links/') ? [] : {}));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the login card before its form is there', () => {
  it.each([
    ['while start-up checks for a session', { initialized: false }],
    ['while the form waits for its delay', { initialized: true }],
  ])('says it is loading %s, over the room the form holds, and the form area is busy', (_when, auth) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loginAt(auth);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the log-in form...');
    expect(status).toBeVisible();
    // Laid over the form's room (its parent is positioned absolutely), so it takes no room and nothing moves.
    expect(getComputedStyle(status.parentElement!).position).toBe('absolute');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('stops saying so once the form is there', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loginAt({ initialized: true });
    act(() => {
      vi.advanceTimersByTime(FORM_DELAY_MS);
    });
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByText('Loading the log-in form...')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('a start-up that could not finish', () => {
  it('says why on the login card with "Try Again", which runs start-up anew until the form comes', async () => {
    let attempts = 0;
    const context = fakeContext({
      identity: {
        session: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
            : Promise.resolve(null);
        },
      },
    });
    const { store, user, container } = loginAt({ initialized: false }, context);
    act(() => {
      store.runSaga(startupSaga);
      store.dispatch(appStarted());
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // Read out at once: an error takes focus when it appears.
    expect(alert).toHaveFocus();
    expect(screen.queryByText('Loading the log-in form...')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(store.getState().auth.initialized).toBe(true));
    expect(attempts).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(FORM_DELAY_MS);
    });
    expect(await screen.findByLabelText('Email')).toBeVisible();
  });

  it('replaces the guard\'s "Authenticating" on a signed-in page, in Spanish too', async () => {
    const guarded = (lang: 'en' | 'es') =>
      renderWithProviders(
        <RequireAuth>
          <h1>Customer data</h1>
        </RequireAuth>,
        { route: '/account', lang, preloadedState: { auth: { ...initialAuthState, startFailed: true } } },
      );
    const english = guarded('en');
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.queryByText('Authenticating')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customer data' })).not.toBeInTheDocument();
    english.unmount();

    await loadLang('es');
    const { store, user } = guarded('es');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar lo que el portal necesita para iniciar su sesión. Revise su conexión y vuelva a intentarlo.',
    );
    await user.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(store.getState().auth.startFailed).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Autenticando');
  });
});
