// The password section as a customer meets it: the current password, a new one with the rules shown and its
// confirmation, each labelled and marked for password managers; the form's own checks before anything is sent; one
// event with what was typed; the outcome in words (changed: the fields empty; the current password refused: that field
// empties, the rest stays); a CSR acting as the customer gets no form. No saga runs: the test plays its part.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordSection } from '../../../../src/features/security/PasswordSection';
import { initialAuthState } from '../../../../store/auth';
import {
  signedInPasswordChanged,
  signedInPasswordRefused,
  signedInPasswordSubmitted,
} from '../../../../store/password';
import { signedInAuth } from '../../sagas/harness';
import { axeViolations } from '../axe';
import { renderWithProviders } from '../renderWithProviders';

const CURRENT = 'Passw0rd!';
const NEW = 'N3w-Passw0rd!';

function renderSection(auth: Partial<typeof initialAuthState> = {}) {
  const sent: unknown[] = [];
  // Records what the section asks of its saga, before the action log masks the passwords.
  const recordSubmits: Middleware = () => (next) => (action) => {
    if (signedInPasswordSubmitted.match(action)) sent.push(action.payload);
    return next(action);
  };
  const view = renderWithProviders(<PasswordSection />, {
    route: '/account/security',
    middleware: [recordSubmits],
    preloadedState: { auth: { ...initialAuthState, ...signedInAuth(), ...auth } },
  });
  const events = () => sent;
  // Awaited, so the form's own updates after an outcome (emptying fields) settle inside it.
  const play = (action: UnknownAction) =>
    act(async () => {
      view.store.dispatch(action);
    });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const fill = async (current: string, next: string, confirm = next) => {
    if (current) await view.user.type(field('Current password'), current);
    if (next) await view.user.type(field('New password'), next);
    if (confirm) await view.user.type(field('Confirm new password'), confirm);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Change password' }));
  return { ...view, events, play, field, fill, submit };
}

describe('the password section', () => {
  it('asks for the current password, a new one with its rules, and the new one again, for password managers too', async () => {
    const { field, container } = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeVisible();
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters, contain at least one number and at least one letter',
    );
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(container.querySelector('input[autocomplete="username"]')).toHaveValue('online.returning@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the form before sending anything: each field needed, the new one twice alike and not the current one', async () => {
    const { fill, submit, events, field } = renderSection();
    await submit();
    expect(field('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(field('Confirm new password')).toHaveAccessibleDescription('Password Confirmation is required');

    await fill(CURRENT, CURRENT, CURRENT);
    await submit();
    expect(field('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a new password that is different from your current one'),
    );
    expect(events()).toEqual([]);
  });

  it('sends what was typed as one event, says so while it works, and once changed empties the fields', async () => {
    const { fill, submit, events, play, field } = renderSection();
    await fill(CURRENT, NEW);
    await submit();
    expect(events()).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
    expect(screen.getByRole('button', { name: 'Changing password...' })).toBeDisabled();

    await play(signedInPasswordChanged());
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('a wrong current password empties that field only; other refusals keep everything typed', async () => {
    const { fill, submit, play, field } = renderSection();
    await fill(CURRENT, NEW);
    await submit();
    await play(signedInPasswordRefused({ key: 'security.password.wrongCurrent', wrongCurrent: true }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your current password isn't right. Enter it again.");
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue(NEW);
    expect(field('Confirm new password')).toHaveValue(NEW);

    await fill(CURRENT, '', '');
    await submit();
    await play(signedInPasswordRefused({ key: 'security.password.tooMany' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(field('Current password')).toHaveValue(CURRENT);
    expect(field('New password')).toHaveValue(NEW);

    await submit();
    await play(signedInPasswordRefused({ key: 'recheck.declined' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your change was not made. To make it, confirm it's you.");
    expect(field('Current password')).toHaveValue(CURRENT);
  });

  it('gives a CSR acting as the customer no form, only whose password it is', () => {
    renderSection({ isAdmin: true, adminEmail: 'csr.admin@example.com', email: 'online.returning@example.com' });
    expect(screen.getByText('Only the customer can change their password.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
