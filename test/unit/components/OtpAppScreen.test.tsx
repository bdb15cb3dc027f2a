// The authenticator-app code page of the multi-factor check: the shared code form with no resend (nothing is sent),
// "I can't use my authenticator app" asking for the e-mail fallback, the wait it names, and the e-mail code form once
// the code was sent. The test plays the sagas' part by dispatching their outcomes.
import { act, screen } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import OtpAppScreen from '../../../src/features/mfa/OtpAppScreen';
import { authenticatorFallbackAnswered, initialMfaState } from '../../../store/mfa';
import { emailCodeReady, initialVerificationState } from '../../../store/verification';
import { renderWithProviders } from './renderWithProviders';

function renderPage() {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const view = renderWithProviders(<OtpAppScreen />, {
    route: '/mfa/otp-app',
    middleware: [recorder],
    preloadedState: {
      mfa: { ...initialMfaState, status: 'challenged', mfaId: 'm-1', decision: 'OTP_TOTP' },
      verification: {
        ...initialVerificationState,
        purpose: 'mfa',
        owner: { mfaId: 'm-1' },
        app: { status: 'sent', sentAt: 0, resent: false, message: '' },
      },
    },
  });
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  return { ...view, seen, play };
}

describe('the authenticator code page', () => {
  it('asks for the app code, with nothing to resend, and sends the code typed', async () => {
    const { user, seen } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code from your authenticator app' })).toBeVisible();
    expect(screen.queryByText("Didn't get it?")).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(seen.filter((a) => a.type === 'verification/codeSubmitted')).toEqual([
      { type: 'verification/codeSubmitted', payload: { channel: 'app', code: '246810' } },
    ]);
  });

  it('asks for an e-mailed code instead, names the wait, then takes the e-mailed code', async () => {
    const { user, seen, play } = renderPage();
    await user.click(screen.getByRole('button', { name: "I can't use my authenticator app" }));
    expect(seen.map((a) => a.type)).toContain('mfa/authenticatorFallbackRequested');
    expect(screen.getByRole('button', { name: "I can't use my authenticator app" })).toBeDisabled();

    play(
      authenticatorFallbackAnswered({ opensAt: '2026-12-04T17:00:00.000Z', codeSent: false, maskedEmail: 'o***@e***' }),
    );
    expect(screen.getByText(/we e-mailed o\*\*\*@e\*\*\* to say that you asked to log in without/)).toBeVisible();
    expect(screen.getByText(/From December 4 at/)).toBeVisible();

    play(
      authenticatorFallbackAnswered({ opensAt: '2026-12-04T17:00:00.000Z', codeSent: true, maskedEmail: 'o***@e***' }),
    );
    play(emailCodeReady({ emailVerificationId: 'v-1', codeSessionId: 's-1' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code we e-mailed you' })).toBeVisible();
    expect(screen.getByText(/We sent a 6-digit code to o\*\*\*@e\*\*\*/)).toBeVisible();
  });
});
