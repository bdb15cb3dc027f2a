// The authenticator-app section of the security settings: off with "Set up"; the set-up's QR code, its secret in
// groups of four and the app's code to confirm (a wrong one explained, the right one turning it on); "Turn off" (kept
// on, with what to do, while it is the only strong factor); the section in Spanish; and a CSR acting as the customer,
// who sees no controls and calls nothing. A change refused for want of a fresh proof asks for one and, proved, is made
// (then the offer to end other sessions); closed, it is not. Turning the app on after a set-up that outlived the
// proof asks again for that step only: the app's code, already spent, is not sent twice.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { groupedSecret } from '../../../src/features/security/AuthenticatorSetup';
import { AuthenticatorSection } from '../../../src/features/security/AuthenticatorSection';
import { loadLang } from '../../../src/lib/i18n/translate';
import { LAST_FACTOR_MESSAGE } from '../../../src/lib/security/lastFactor';
import { RECHECK_REQUIRED_MESSAGE } from '../../../src/lib/security/recheck';
import { IdentityError } from '../../../api/identity/types';
import { initialAuthState } from '../../../store/auth';
import { endOtherSessionsOffered, recheckCancelled, recheckProved, recheckRequested } from '../../../store/recheck';
import { fakeContext } from '../sagas/fakes';
import { renderWithProviders } from './renderWithProviders';

const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, email: 'online.returning@example.com' } };

describe('the authenticator section', () => {
  it('sets the app up with a QR code and the key as text, refusing a wrong code and turning on with the right one', async () => {
    const context = fakeContext();
    const { user } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    expect(await screen.findByText('Authenticator app: Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    const scan = await screen.findByRole('heading', { name: 'Scan this QR code with your authenticator app.' });
    expect(scan).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code to add your account to an authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(context.log).toContain('identity.setUpAuthenticator');

    const field = screen.getByRole('textbox', { name: 'Code from the app' });
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText("That code didn't match. Enter the newest code the app shows.")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Your authenticator app is on. We will ask for its code when you log in.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Authenticator app: On')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('turns the app off', async () => {
    const context = fakeContext();
    context.identity.authenticatorOn = true;
    const { user } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Your authenticator app is off. We will e-mail or text your codes again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Authenticator app: Off')).toBeInTheDocument();
    expect(context.identity.authenticatorOn).toBe(false);
  });

  it('keeps the app on and says what to do when it is the customer’s only strong factor', async () => {
    const context = fakeContext({
      identity: {
        turnOffAuthenticator: async () => {
          throw new IdentityError('InvalidParameterException', LAST_FACTOR_MESSAGE);
        },
      },
    });
    context.identity.authenticatorOn = true;
    const { user } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your authenticator app stays on because you have no passkey. To turn it off, first add a passkey above.',
    );
    expect(screen.getByText('Authenticator app: On')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('names the brand as the app and the e-mail as the account', async () => {
    const context = fakeContext();
    const { user } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    let asked: [string, string] | null = null;
    const setUp = context.identity.setUpAuthenticator.bind(context.identity);
    context.identity.setUpAuthenticator = async (app, account) => {
      asked = [app, account];
      return setUp(app, account);
    };
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await screen.findByRole('img');
    expect(asked).toEqual(['Lumen Cash', 'online.returning@example.com']);
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, lang: 'es' });
    expect(await screen.findByRole('heading', { name: 'Aplicación de autenticación' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Configurar' })).toBeInTheDocument();
  });

  it('offers a CSR acting as the customer nothing to change, and asks the identity provider nothing', () => {
    const context = fakeContext();
    renderWithProviders(<AuthenticatorSection />, {
      preloadedState: { auth: { ...signedIn.auth, isAdmin: true, adminEmail: 'csr.admin@example.com' } },
      context,
    });
    expect(screen.getByText('Only the customer can see or change their authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(context.log).not.toContain('identity.authenticatorStatus');
  });

  it('groups a secret in fours', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});

describe('a change that needs a fresh proof', () => {
  const refusedOnce = (then: () => Promise<void>) => {
    let refused = false;
    return async () => {
      if (refused) return then();
      refused = true;
      throw new IdentityError('NotAuthorizedException', RECHECK_REQUIRED_MESSAGE);
    };
  };
  const render = () => {
    const sent: UnknownAction[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      sent.push(action as UnknownAction);
      return next(action);
    };
    const context = fakeContext({
      identity: {
        turnOffAuthenticator: refusedOnce(async () => {
          context.identity.authenticatorOn = false;
        }),
      },
    });
    context.identity.authenticatorOn = true;
    const rendered = renderWithProviders(<AuthenticatorSection />, {
      preloadedState: signedIn,
      context,
      middleware: [recorder],
    });
    const types = () => sent.map((a) => a.type);
    return { ...rendered, context, sent, types };
  };

  it('asks for it, then turns the app off and offers to end the other sessions', async () => {
    const { user, store, context, sent, types } = render();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(types()).toContain(recheckRequested.type);
    expect(store.getState().recheck.recheck.step).toBe('sending');
    expect(context.identity.authenticatorOn).toBe(true);
    act(() => void store.dispatch(recheckProved()));
    expect(
      await screen.findByText('Your authenticator app is off. We will e-mail or text your codes again.'),
    ).toBeInTheDocument();
    expect(context.identity.authenticatorOn).toBe(false);
    expect(sent.filter((a) => a.type === endOtherSessionsOffered.type)).toEqual([
      endOtherSessionsOffered({ reason: 'factor' }),
    ]);
  });

  it('changes nothing and says why when the customer closes it', async () => {
    const { user, store, context, types } = render();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    act(() => void store.dispatch(recheckCancelled()));
    expect(await screen.findByText("Your change was not made. To make it, confirm it's you.")).toBeInTheDocument();
    expect(context.identity.authenticatorOn).toBe(true);
    expect(types()).not.toContain(endOtherSessionsOffered.type);
  });

  it('asks for it after a slow set-up only to turn the app on, the code already spent, then turns it on', async () => {
    let verified = 0;
    const context = fakeContext({
      identity: {
        verifyAuthenticator: async () => {
          verified += 1;
        },
        preferAuthenticator: refusedOnce(async () => {
          context.identity.authenticatorOn = true;
        }),
      },
    });
    const { user, store } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await vi.waitFor(() => expect(store.getState().recheck.recheck.step).toBe('sending'));
    act(() => void store.dispatch(recheckProved()));
    expect(
      await screen.findByText('Your authenticator app is on. We will ask for its code when you log in.'),
    ).toBeInTheDocument();
    expect(verified).toBe(1);
    expect(context.identity.authenticatorOn).toBe(true);
  });
});
