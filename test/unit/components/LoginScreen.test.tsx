// The login screen as a customer meets it: what it says, the form's 750 ms delay, the
// validation messages, the sign-in event a valid submission dispatches and a sign-in error read out in an alert.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen, { FORM_DELAY_MS } from '../../../src/features/auth/LoginScreen';
import { initialAuthState, signInFailed } from '../../../store/auth';
import { loadLang } from '../../../src/lib/i18n/translate';
import { renderWithProviders } from './renderWithProviders';

/** A visitor whose start-up check found no session: the state the login form waits for. */
const signedOut = (auth: Partial<typeof initialAuthState> = {}) => ({
  auth: { ...initialAuthState, initialized: true, ...auth },
});

function renderLogin(auth: Partial<typeof initialAuthState> = {}) {
  return renderWithProviders(<LoginScreen />, { route: '/login', preloadedState: signedOut(auth) });
}

/** Past the form's delay, as if the visitor had waited. */
function waitForForm() {
  act(() => {
    vi.advanceTimersByTime(FORM_DELAY_MS);
  });
}

describe('the login screen', () => {
  beforeEach(() => {
    // Only timeouts are faked, and they also follow the real clock: Testing Library settles each user event with a
    // real-looking setTimeout(0), which would never fire on a clock that only moves when told to.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });

  it('says what to do', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(screen.getByText('Please enter your email address and password to log in.')).toBeVisible();
  });

  it('shows the form 750 ms after the page loads, not before', () => {
    // A clock that moves only when told to: the real one could step past 749 ms between two lines.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderLogin();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(FORM_DELAY_MS - 1);
    });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it('keeps "Log In" disabled until the e-mail and the password are valid', async () => {
    const { user } = renderLogin();
    waitForForm();
    const logIn = screen.getByRole('button', { name: 'Log In' });
    // Formik validates on mount a microtask after the first render: no person can click in between.
    await vi.waitFor(() => expect(logIn).toBeDisabled());
    await user.type(screen.getByLabelText('Email'), 'nora.newman@example');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    expect(logIn).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    await vi.waitFor(() => expect(logIn).toBeEnabled());
    await user.clear(screen.getByLabelText('Password'));
    await vi.waitFor(() => expect(logIn).toBeDisabled());
  });

  it('says what is wrong with each field once it has been visited', async () => {
    const { user } = renderLogin();
    waitForForm();
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(await screen.findByText('Password is required')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    // The message is tied to its field, so a screen reader reads it with the field.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
  });

  it('dispatches the sign-in event with the typed e-mail', async () => {
    const { store, user } = renderLogin();
    waitForForm();
    await user.type(screen.getByLabelText('Email'), 'Nora.Newman@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() => expect(store.getState().auth.isAuthenticating).toBe(true));
    expect(store.getState().auth.email).toBe('nora.newman@example.com');
    expect(screen.getByText('Authenticating')).toBeVisible();
  });

  it('reads a sign-in error out in an alert, focused, and keeps what was typed', async () => {
    const { store, user } = renderLogin();
    waitForForm();
    await user.type(screen.getByLabelText('Email'), 'nora.newman@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    act(() => {
      store.dispatch(signInFailed('Incorrect username or password.'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('nora.newman@example.com');
  });

  it('shows an error already in the store when the page opens', () => {
    renderLogin({ error: 'Your account is locked. Please call us.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is locked. Please call us.');
  });

  it('warns before the last attempt, and links "reset your password" to the forgot-password page', async () => {
    const { router } = renderLogin({ error: 'login.lastAttempt', email: 'nora.newman@example.com' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('One more wrong password will lock sign-in for 15 minutes');
    const reset = screen.getByRole('link', { name: 'reset your password' });
    expect(reset).toHaveAttribute('href', '/authentication/forgot-password');
    await act(async () => {
      reset.click();
    });
    expect(router.state.location.pathname).toBe('/authentication/forgot-password');
    // The forgot-password page starts with the e-mail already typed.
    expect(router.state.location.state).toEqual({ email: 'nora.newman@example.com' });
  });

  it('the lock message links "reset your password" too', () => {
    renderLogin({ error: 'login.locked' });
    expect(screen.getByRole('alert')).toHaveTextContent('sign-in is locked for 15 minutes');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
  });

  it('clears a refusal as soon as the customer edits a field', async () => {
    const { store, user } = renderLogin({ error: 'login.incorrectCredentials' });
    waitForForm();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(store.getState().auth.error).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Spanish, the warning and its link too', async () => {
    await loadLang('es');
    renderWithProviders(<LoginScreen />, {
      route: '/login',
      preloadedState: signedOut({ error: 'login.lastAttempt' }),
      lang: 'es',
    });
    expect(screen.getByRole('link', { name: 'restablecer su contraseña' })).toBeVisible();
  });
});
