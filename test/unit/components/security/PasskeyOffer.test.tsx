// The one-time offer to add a passkey and "Sign in with a passkey" on the login form, as a customer meets them: the
// offer asks the saga whether to show itself, adds or is declined (Escape too) as one event, and reports the
// outcome; the login button takes the typed e-mail (asks for one when there is none) and no password.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasskeyOfferDialog } from '../../../../src/features/account/PasskeyOfferDialog';
import LoginScreen, { FORM_DELAY_MS } from '../../../../src/features/auth/LoginScreen';
import { initialAuthState, signInFailed } from '../../../../store/auth';
import { initialPasskeysState, passkeyDone, passkeyOfferOpened } from '../../../../store/passkeys';
import { axeViolations } from '../axe';
import { renderWithProviders } from '../renderWithProviders';

function recorder() {
  const seen: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  return { middleware, events: (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload) };
}

function renderOffer() {
  const { middleware, events } = recorder();
  const view = renderWithProviders(<PasskeyOfferDialog />, {
    route: '/account',
    middleware: [middleware],
    preloadedState: {
      auth: { ...initialAuthState, initialized: true, isAuthenticated: true, signedInWith: 'password' },
      passkeys: initialPasskeysState,
    },
  });
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  return { ...view, events, play };
}

describe('the offer to add a passkey', () => {
  it('asks the saga, shows nothing until it decides, then offers with "Add a passkey" focused', async () => {
    const { events, play } = renderOffer();
    expect(events('passkeys/offerChecked')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    play(passkeyOfferOpened());
    const dialog = screen.getByRole('dialog', { name: 'Log in faster with a passkey?' });
    expect(dialog).toHaveAccessibleDescription(/This device can keep a passkey for your account/);
    expect(within(dialog).getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('adds as one event, and closes after saying it was added', async () => {
    const { user, events, play } = renderOffer();
    play(passkeyOfferOpened());
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(events('passkeys/addRequested')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Not now' })).toBeDisabled();
    play(passkeyDone({ key: 'security.passkeys.added', list: [] }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your passkey was added.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events('passkeys/offerDeclined')).toEqual([]);
  });

  it.each([
    [
      '"Not now"',
      async (u: ReturnType<typeof renderOffer>['user']) => u.click(screen.getByRole('button', { name: 'Not now' })),
    ],
    ['Escape', async (u: ReturnType<typeof renderOffer>['user']) => u.keyboard('{Escape}')],
  ])('is declined, and remembered, by %s', async (_how, answer) => {
    const { user, events, play } = renderOffer();
    play(passkeyOfferOpened());
    await answer(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events('passkeys/offerDeclined')).toHaveLength(1);
  });
});

describe('"Sign in with a passkey" on the login form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function renderLogin() {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { middleware, events } = recorder();
    const view = renderWithProviders(<LoginScreen />, {
      route: '/login',
      middleware: [middleware],
      preloadedState: { auth: { ...initialAuthState, initialized: true } },
    });
    act(() => {
      vi.advanceTimersByTime(FORM_DELAY_MS);
    });
    return { ...view, events };
  }

  it('asks for the e-mail first when there is none, and moves to the field', async () => {
    const { user, events } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address first');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(events('auth/passkeySignInRequested')).toEqual([]);
  });

  it('signs in with the typed e-mail and no password; a refusal shows on the form with the e-mail kept', async () => {
    const { user, events, store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'Online.Returning@Example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(events('auth/passkeySignInRequested')).toEqual([{ email: 'online.returning@example.com' }]);
    act(() => void store.dispatch(signInFailed('login.passkey.none')));
    expect(screen.getByRole('alert')).toHaveTextContent('There is no passkey for this account on this site.');
    expect(screen.getByLabelText('Email')).toHaveValue('Online.Returning@Example.com');
  });

  it('is not offered where the browser has no passkeys', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithProviders(<LoginScreen />, {
      route: '/login',
      preloadedState: { auth: { ...initialAuthState, initialized: true } },
    });
    act(() => {
      vi.advanceTimersByTime(FORM_DELAY_MS);
    });
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
