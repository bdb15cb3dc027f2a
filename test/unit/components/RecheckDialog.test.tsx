// The re-check dialog over a signed-in page and the offer to end other sessions, with the sagas' part played by
// dispatching their outcomes: named and described, focus on the code field, where the code went announced, a wrong
// code alerted and cleared, Escape closing it, no axe violations; in English and Spanish. With the authenticator app
// or a passkey offered, that way is asked first, with the e-mailed code (and the other way) as choices beside it.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecurityDialogs } from '../../../src/features/security/recheck/SecurityDialogs';
import type { Lang } from '../../../src/lib/i18n';
import { loadLang } from '../../../src/lib/i18n/translate';
import {
  endOtherSessionsAnswered,
  endOtherSessionsOpened,
  otherSessionsEnded,
  recheckCancelled,
  recheckCodeSent,
  recheckCodeSubmitted,
  recheckMethodChosen,
  recheckMethodsOffered,
  recheckOpened,
  recheckPasskeyRequested,
  recheckRefused,
} from '../../../store/recheck';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

function renderDialogs(lang: Lang = 'en') {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const rendered = renderWithProviders(<SecurityDialogs />, {
    route: '/account/personal',
    middleware: [recorder],
    lang,
  });
  const play = (action: UnknownAction) => act(() => void rendered.store.dispatch(action));
  const sent = (type: string) => seen.filter((a) => a.type === type).map((a) => (a as { payload?: unknown }).payload);
  return { ...rendered, play, sent };
}

describe('the re-check dialog', () => {
  it('asks for the e-mailed code in a labelled dialog with focus on the code', async () => {
    const { play, user, sent, baseElement } = renderDialogs();
    expect(screen.queryByRole('dialog')).toBeNull();
    play(recheckOpened());
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(dialog).toHaveAccessibleDescription(
      'To keep your account safe, we need to confirm it is you before making this change.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sending a code to your email...');
    play(recheckCodeSent({ maskedEmail: 'o***@example.com', minutes: 10, resent: false }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to o***@example.com. It expires in 10 minutes.',
    );
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sent(recheckCodeSubmitted.type)).toEqual([{ code: '123456' }]);
    expect(screen.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
  });

  it('alerts a wrong code and clears it, and asks for the 6 digits before sending anything', async () => {
    const { play, user, sent } = renderDialogs();
    play(recheckOpened());
    play(recheckCodeSent({ maskedEmail: 'o***@example.com', minutes: 10, resent: false }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code we sent.')).toBeVisible();
    expect(sent(recheckCodeSubmitted.type)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    play(recheckRefused('wrongCode'));
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right. Check it and try again.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  });

  it('closes on Escape, which leaves the change unmade', async () => {
    const { play, user, sent } = renderDialogs();
    play(recheckOpened());
    play(recheckCodeSent({ maskedEmail: 'o***@example.com', minutes: 10, resent: false }));
    await user.keyboard('{Escape}');
    expect(sent(recheckCancelled.type)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Spanish', async () => {
    await loadLang('es');
    const { play } = renderDialogs('es');
    play(recheckOpened());
    play(recheckCodeSent({ maskedEmail: 'o***@example.com', minutes: 10, resent: true }));
    expect(screen.getByRole('dialog', { name: 'Confirme que es usted' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos un código nuevo a o***@example.com.');
  });
});

describe('the re-check of a customer with the authenticator app or a passkey', () => {
  const offered = (methods: ('AUTHENTICATOR' | 'PASSKEY' | 'EMAIL_CODE')[]) =>
    recheckMethodsOffered({ methods, maskedEmail: 'o***@example.com', minutes: 10 });

  it('asks for the app code first, keeps focus on the field after a wrong one, and offers e-mail instead', async () => {
    const { play, user, sent, baseElement } = renderDialogs();
    play(recheckOpened());
    play(offered(['AUTHENTICATOR', 'EMAIL_CODE']));
    expect(screen.getByRole('status')).toHaveTextContent('Enter the 6-digit code your authenticator app shows now.');
    const code = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sent(recheckCodeSubmitted.type)).toEqual([{ code: '123456' }]);
    play(recheckRefused('wrongAppCode'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That code is not right or was already used. Wait for the next code in your app and try again.',
    );
    const again = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(again).toHaveValue('');
    expect(again).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Use a code sent to my e-mail instead' }));
    expect(sent(recheckMethodChosen.type)).toEqual([{ method: 'EMAIL_CODE' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Sending a code to your email...');
    play(recheckCodeSent({ maskedEmail: 'o***@example.com', minutes: 10, resent: false }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use my authenticator app instead' })).toBeVisible();
  });

  it('offers a passkey with its own button, focused, and says so when the passkey was not accepted', async () => {
    const { play, user, sent, baseElement } = renderDialogs();
    play(recheckOpened());
    play(offered(['PASSKEY', 'EMAIL_CODE']));
    expect(screen.getByRole('status')).toHaveTextContent('Use your passkey to confirm it is you.');
    expect(screen.queryByRole('textbox')).toBeNull();
    const passkey = screen.getByRole('button', { name: 'Use a passkey' });
    expect(passkey).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use a code sent to my e-mail instead' })).toBeVisible();
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.click(passkey);
    expect(sent(recheckPasskeyRequested.type)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your passkey...');
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeDisabled();
    play(recheckRefused('passkeyRefused'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your passkey could not confirm it is you. Try again, or choose another way.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  });

  it('with both, asks for the app code and offers the passkey beside it, in Spanish too', async () => {
    await loadLang('es');
    const { play, user, sent } = renderDialogs('es');
    play(recheckOpened());
    play(offered(['AUTHENTICATOR', 'PASSKEY', 'EMAIL_CODE']));
    expect(screen.getByRole('textbox', { name: 'Código de su aplicación de autenticación' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Usar un código enviado a mi correo electrónico' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar una llave de acceso' }));
    expect(sent(recheckPasskeyRequested.type)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Esperando su llave de acceso...');
  });
});

describe('the offer to end other sessions', () => {
  it('asks with focus on Yes, and says how many sessions ended', async () => {
    const { play, user, sent, baseElement } = renderDialogs();
    play(endOtherSessionsOpened({ reason: 'password' }));
    expect(screen.getByRole('dialog', { name: 'Sign out of all other sessions?' })).toHaveAccessibleDescription(
      'Your password was changed. If you are signed in on another device or browser, you can sign it out now. You stay signed in here.',
    );
    const yes = screen.getByRole('button', { name: 'Sign out of all other sessions' });
    expect(yes).toHaveFocus();
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.click(yes);
    expect(sent(endOtherSessionsAnswered.type)).toEqual([{ end: true }]);
    play(otherSessionsEnded({ ended: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('2 other sessions were signed out.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Not now without ending anything', async () => {
    const { play, user, sent } = renderDialogs();
    play(endOtherSessionsOpened({ reason: 'factor' }));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(sent(endOtherSessionsAnswered.type)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
