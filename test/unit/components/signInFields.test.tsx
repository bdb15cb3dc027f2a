// WCAG 3.3.8 (Accessible Authentication, Minimum): signing in asks nobody to remember or transcribe anything a
// password manager, the browser or a paste cannot supply. Every password field says which password it holds
// (current-password to sign in, new-password to make one) and every code field that it takes a one-time code, so
// browsers and password managers fill them; each takes pasted text whole.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../../../src/components/LoginForm';
import { CodeEntryForm } from '../../../src/components/verification/CodeEntryForm';
import ChangePasswordScreen from '../../../src/features/password/ChangePasswordScreen';
import SignUpScreen from '../../../src/features/signUp/SignUpScreen';
import { initialAuthState } from '../../../store/auth';
import { resetLinkChecked } from '../../../store/password';
import { renderWithProviders } from './renderWithProviders';

const signedOut = { auth: { ...initialAuthState, initialized: true } };

describe('no cognitive test in signing in (WCAG 3.3.8)', () => {
  it('the login form: the e-mail is the username and the password the current one; a pasted password is kept', async () => {
    const { user } = renderWithProviders(<LoginForm initialEmail="" origin={undefined} />, {
      preloadedState: signedOut,
    });
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(password);
    await user.paste('Pasted-Passw0rd!');
    expect(password).toHaveValue('Pasted-Passw0rd!');
  });

  it('sign-up: both password fields hold a new password, and take pasted text', async () => {
    const { user } = renderWithProviders(<SignUpScreen />, { route: '/signup', preloadedState: signedOut });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await user.click(confirm);
    await user.paste('Generated-9x!');
    expect(confirm).toHaveValue('Generated-9x!');
  });

  it('a new password from a reset link: both fields hold a new password', async () => {
    const view = renderWithProviders(<ChangePasswordScreen />, { route: '/authentication/change-password' });
    act(() => {
      void view.router.navigate('/authentication/change-password', {
        replace: true,
        state: { code: '123456', email: 'a@example.com' },
      });
    });
    act(() => void view.store.dispatch(resetLinkChecked({ link: 'valid' })));
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    await view.user.click(password);
    await view.user.paste('Generated-9x!');
    expect(password).toHaveValue('Generated-9x!');
  });

  it('an e-mailed or texted code: a one-time code the browser may offer, pasted whole (spaces dropped)', async () => {
    const { user } = renderWithProviders(
      <CodeEntryForm
        rejected={false}
        verifying={false}
        sentAt={Date.now()}
        resent={false}
        onSubmit={() => {}}
        onResend={() => {}}
      />,
      { preloadedState: signedOut },
    );
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
  });
});
