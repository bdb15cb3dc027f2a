// The change-password page as a customer opening a reset link meets it: the link is checked as the
// page opens (the event carries the link's e-mail and code), a used link says "This link is no longer valid." at
// once with "Send a new link" (the forgot-password event for that e-mail), a good link shows the form, and the page
// speaks Spanish too. No saga runs here: the test plays the saga's part by dispatching its outcomes.
import { act, screen } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import ChangePasswordScreen from '../../../src/features/password/ChangePasswordScreen';
import { loadLang } from '../../../src/lib/i18n/translate';
import type { Lang } from '../../../src/lib/i18n';
import { passwordResetSettled, resetLinkChecked } from '../../../store/password';
import { renderWithProviders } from './renderWithProviders';

function renderLinkPage(lang?: Lang) {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const view = renderWithProviders(<ChangePasswordScreen />, {
    route: '/authentication/change-password',
    middleware: [recorder],
    ...(lang ? { lang } : {}),
  });
  // The link's code and e-mail arrive in history state (ChangePasswordLink moved them out of the address bar).
  act(() => {
    void view.router.navigate('/authentication/change-password', {
      replace: true,
      state: { code: '123456', email: 'a@example.com' },
    });
  });
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  const sent = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  return { ...view, play, sent };
}

describe('the change-password page', () => {
  it('checks the link as it opens, and says so meanwhile (no form yet)', () => {
    const { sent } = renderLinkPage();
    expect(sent('password/resetLinkOpened')).toEqual([{ email: 'a@example.com', code: '123456' }]);
    expect(screen.getByText('Checking your link…')).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('a used link: "This link is no longer valid." at once, and "Send a new link" asks for one for that e-mail', async () => {
    const { play, sent, user } = renderLinkPage();
    play(resetLinkChecked({ link: 'invalid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This link is no longer valid.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(sent('password/forgotPasswordSubmitted')).toEqual([{ email: 'a@example.com' }]);
    play(passwordResetSettled({ status: 'sent' }));
    expect(
      screen.getByText('Please check your email and click on the provided link to reset your password.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
  });

  it('a good link (or one the check could not answer): the form', () => {
    const { play } = renderLinkPage();
    play(resetLinkChecked({ link: 'valid' }));
    expect(screen.getByRole('form')).toBeVisible();
    play(resetLinkChecked({ link: 'unknown' }));
    expect(screen.getByRole('form')).toBeVisible();
  });

  it('in Spanish', async () => {
    await loadLang('es');
    const { play } = renderLinkPage('es');
    play(resetLinkChecked({ link: 'invalid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace ya no es válido.');
    expect(screen.getByRole('button', { name: 'Enviar un enlace nuevo' })).toBeVisible();
  });
});
