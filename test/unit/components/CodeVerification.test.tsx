// The one code-entry screen as a customer meets it in the multi-factor check:
// "Send Code" before a texted code, the code field (digits only, required), the events it sends, a refused code
// clearing the form with the failure announced and focused, the resend wait, a refusal the saga explains, the
// e-mailed code following the texted one for OTP_PHONE_EMAIL, the remember-my-device dialog after the last right
// code, and the same screen in Spanish. No saga runs here: the
// test plays the verification saga's part by dispatching its outcomes, and records what the screen sent.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OtpEmailScreen from '../../../src/features/mfa/OtpEmailScreen';
import OtpPhoneScreen from '../../../src/features/mfa/OtpPhoneScreen';
import { RESEND_WAIT_MS } from '../../../src/components/verification/CodeEntryForm';
import { loadLang } from '../../../src/lib/i18n/translate';
import { initialMfaState, type MfaState } from '../../../store/mfa';
import {
  codeRefused,
  codeRejected,
  codeSent,
  codeVerified,
  emailCodeReady,
  initialVerificationState,
  rememberDeviceAsked,
} from '../../../store/verification';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { renderWithProviders } from './renderWithProviders';
import type { Lang } from '../../../src/lib/i18n';

const challenged = (mfa: Partial<MfaState>) => ({
  mfa: { ...initialMfaState, status: 'challenged' as const, mfaId: 'm-1', ...mfa },
  verification: { ...initialVerificationState, purpose: 'mfa' as const, owner: { mfaId: 'm-1' } },
});

function renderCodeScreen(ui: ReactElement, mfa: Partial<MfaState>, lang?: Lang) {
  // Recorded raw, before the support file's log masks the code: the test must see what the saga would get.
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const view = renderWithProviders(ui, {
    route: '/mfa/otp',
    preloadedState: challenged(mfa),
    middleware: [recorder],
    lang,
  });
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  /** The events the screen itself sends (the outcomes the test played are left out). */
  const sent = () =>
    seen.filter((action) =>
      ['verification/codeRequested', 'verification/codeSubmitted', 'verification/rememberDeviceAnswered'].includes(
        action.type,
      ),
    );
  return { ...view, play, sent };
}

const codeField = () => screen.getByRole('textbox', { name: 'Verification code' });

describe('the code-entry screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
  });

  it('asks to send a texted code first, and "Send Code" asks for it once', async () => {
    const { user, sent, play } = renderCodeScreen(<OtpPhoneScreen />, {
      decision: 'OTP_PHONE',
      maskedPhone: '(***) ***-0101',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your phone' })).toBeVisible();
    expect(screen.getByText(/\(\*\*\*\) \*\*\*-0101/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sent()).toEqual([{ type: 'verification/codeRequested', payload: { channel: 'phone' } }]);
    play(codeSent({ channel: 'phone', resent: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code we texted you' })).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes digits only, says a code is required, and sends what was typed (no remember-device box)', async () => {
    const { user, sent, play } = renderCodeScreen(<OtpEmailScreen />, {
      decision: 'OTP_EMAIL',
      maskedEmail: 'o***@example.com',
    });
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    expect(screen.getByText('We sent a 6-digit code to o***@example.com. It expires in 10 minutes.')).toBeVisible();
    const verify = screen.getByRole('button', { name: 'Verify' });
    // The form validates as it mounts (asynchronously): an empty code cannot be sent.
    await vi.waitFor(() => expect(verify).toBeDisabled());
    await user.click(codeField());
    await user.tab();
    expect(await screen.findByText('Required.')).toBeVisible();

    await user.type(codeField(), '123 4-56');
    expect(codeField()).toHaveValue('123456');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(verify);
    expect(sent()).toEqual([{ type: 'verification/codeSubmitted', payload: { channel: 'email', code: '123456' } }]);
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('clears a refused code and announces the failure with the focus on it', async () => {
    const { user, play } = renderCodeScreen(<OtpEmailScreen />, { decision: 'OTP_EMAIL' });
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    play(codeRejected({ channel: 'email' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Verification failed. Please make sure the code was entered correctly and try again.',
    );
    expect(alert).toHaveFocus();
    expect(codeField()).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after the last right code asks in a dialog whether to remember this device, then sends the answer', async () => {
    const { user, sent, play } = renderCodeScreen(<OtpEmailScreen />, { decision: 'OTP_EMAIL' });
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    play(rememberDeviceAsked());
    const dialog = screen.getByRole('dialog', { name: 'Remember this device?' });
    expect(dialog).toHaveAccessibleDescription(
      "If you trust this device, we won't ask for a code the next time you log in from it.",
    );
    expect(screen.getByRole('button', { name: 'Yes, remember this device' })).toHaveFocus();
    // The question must be answered: Escape leaves it open.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, remember this device' }));
    expect(sent().at(-1)).toEqual({ type: 'verification/rememberDeviceAnswered', payload: { remember: true } });
    // The saga acts on the answer and reports the right code: the dialog closes.
    play(codeVerified({ purpose: 'mfa', channel: 'email' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a new code only after the wait, and says when one was resent', async () => {
    const { user, sent, play } = renderCodeScreen(<OtpEmailScreen />, { decision: 'OTP_EMAIL' });
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    expect(screen.getByText('You can ask for a new code in 30 seconds.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    // The wait counts down on screen, but the ticking number is not read out (aria-live off).
    act(() => void vi.advanceTimersByTime(11_000));
    const countdown = screen.getByText(/You can ask for a new code in 1[89] seconds\./);
    expect(countdown).toHaveAttribute('aria-live', 'off');
    const announcement = document.querySelector('[aria-live="polite"]');
    expect(announcement).toHaveTextContent('');
    act(() => void vi.advanceTimersByTime(RESEND_WAIT_MS));
    // Once, politely: a new code may be asked for now.
    expect(announcement).toHaveTextContent('You can ask for a new code now.');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(sent()).toEqual([{ type: 'verification/codeRequested', payload: { channel: 'email' } }]);
    play(codeSent({ channel: 'email', resent: true, codeSessionId: 's-2' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new code has been resent. It may take up to 2 minutes to receive the new code.',
    );
    // The wait starts again from the new code.
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it('shows the reason the saga gives for a refusal, in an alert that takes the focus', () => {
    const { play } = renderCodeScreen(<OtpEmailScreen />, { decision: 'OTP_EMAIL' });
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    play(codeRefused({ channel: 'email', message: 'verification.codeExpired' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This code has expired. Please send a new code.');
    expect(alert).toHaveFocus();
  });

  it('moves on to the e-mailed code once the texted one is verified (OTP_PHONE_EMAIL)', () => {
    const { play } = renderCodeScreen(<OtpPhoneScreen />, {
      decision: 'OTP_PHONE_EMAIL',
      maskedEmail: 'p***@example.com',
    });
    play(codeSent({ channel: 'phone', resent: false }));
    play(codeVerified({ purpose: 'mfa', channel: 'phone' }));
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your email verification code' })).toBeVisible();
    expect(screen.getByText(/p\*\*\*@example\.com/)).toBeVisible();
  });

  it('speaks Spanish to a Spanish visit', async () => {
    await loadLang('es');
    const { user } = renderCodeScreen(<OtpPhoneScreen />, { decision: 'OTP_PHONE' }, 'es');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeVisible();
    expect(screen.queryByText('Send Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
  });
});
