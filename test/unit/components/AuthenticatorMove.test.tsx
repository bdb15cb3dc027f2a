// Moving the authenticator app to a new phone from the security settings: offered only while the app is on, it runs
// the same set-up (QR code, the key as text) with words naming the new phone; a wrong code is explained and moves
// nothing, the right one confirms the move (the app stays on: nothing turns it on again) and offers to end the other
// sessions; too many wrong codes start it over; Cancel leaves the old phone in use. In Spanish too, and a CSR acting
// as the customer is offered nothing and asks the identity provider nothing.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthenticatorSection } from '../../../src/features/security/AuthenticatorSection';
import { loadLang } from '../../../src/lib/i18n/translate';
import { IdentityError } from '../../../api/identity/types';
import { initialAuthState } from '../../../store/auth';
import { endOtherSessionsOffered } from '../../../store/recheck';
import { fakeContext, type FakeContext } from '../sagas/fakes';
import { renderWithProviders } from './renderWithProviders';

const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, email: 'online.returning@example.com' } };
const MOVED = "Your authenticator app is now on your new phone. Your old phone's codes no longer work.";

function renderOn(context: FakeContext = fakeContext()) {
  context.identity.authenticatorOn = true;
  const sent: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    sent.push(action as UnknownAction);
    return next(action);
  };
  const rendered = renderWithProviders(<AuthenticatorSection />, {
    preloadedState: signedIn,
    context,
    middleware: [recorder],
  });
  return { ...rendered, context, sent };
}

describe('moving the authenticator app to a new phone', () => {
  it('is offered only while the app is on', async () => {
    const context = fakeContext();
    renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, context });
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to a new phone' })).not.toBeInTheDocument();
  });

  it('sets up the new phone, refuses a wrong code, and with the right one moves the app, still on', async () => {
    const { user, context, sent } = renderOn();
    expect(await screen.findByText('Authenticator app: On')).toBeInTheDocument();
    expect(
      screen.getByText(
        "New phone? Move the app to it. Your old phone's codes keep working until you enter a code from the new one.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to a new phone' }));

    const scan = await screen.findByRole('heading', {
      name: 'Scan this QR code with the authenticator app on your new phone.',
    });
    expect(scan).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Confirm the app on your new phone' })).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Code from the new phone' });
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Finish moving' }));
    expect(await screen.findByText("That code didn't match. Enter the newest code the app shows.")).toBeInTheDocument();
    expect(context.identity.authenticatorMoves).toEqual([]);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Finish moving' }));
    expect(await screen.findByText(MOVED)).toBeInTheDocument();
    expect(context.identity.authenticatorMoves).toEqual(['123456']);
    expect(context.log).not.toContain('identity.preferAuthenticator');
    expect(screen.getByText('Authenticator app: On')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(sent.filter((a) => a.type === endOtherSessionsOffered.type)).toEqual([
      endOtherSessionsOffered({ reason: 'factor' }),
    ]);
  });

  it('starts over after too many wrong codes, naming the move', async () => {
    const context = fakeContext({
      identity: {
        verifyAuthenticator: async () => {
          throw new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
        },
      },
    });
    const { user } = renderOn(context);
    await user.click(await screen.findByRole('button', { name: 'Move to a new phone' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the new phone' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish moving' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes didn\'t match. Choose "Move to a new phone" to start again.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to a new phone' })).toBeEnabled();
  });

  it('leaves the old phone in use when cancelled', async () => {
    const { user, context } = renderOn();
    await user.click(await screen.findByRole('button', { name: 'Move to a new phone' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Authenticator app: On')).toBeInTheDocument();
    expect(context.identity.authenticatorMoves).toEqual([]);
    expect(screen.queryByText(MOVED)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    const context = fakeContext();
    context.identity.authenticatorOn = true;
    const { user } = renderWithProviders(<AuthenticatorSection />, { preloadedState: signedIn, lang: 'es', context });
    await user.click(await screen.findByRole('button', { name: 'Pasar a un teléfono nuevo' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Escanee este código QR con la aplicación de autenticación de su teléfono nuevo.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar el cambio' })).toBeInTheDocument();
  });

  it('offers a CSR acting as the customer no move, and asks the identity provider nothing', () => {
    const context = fakeContext();
    context.identity.authenticatorOn = true;
    renderWithProviders(<AuthenticatorSection />, {
      preloadedState: { auth: { ...signedIn.auth, isAdmin: true, adminEmail: 'csr.admin@example.com' } },
      context,
    });
    expect(screen.getByText('Only the customer can see or change their authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(context.log.filter((call) => call.startsWith('identity.'))).toEqual([]);
  });
});
