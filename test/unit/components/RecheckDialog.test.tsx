// The re-check dialog over a signed-in page and the offer to end other sessions, with the sagas' part played by
// dispatching their outcomes: named and described, focus on the code field, where the code went announced, a wrong
// code alerted and cleared, Escape closing it, no axe violations; in English and Spanish.
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
  recheckOpened,
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
