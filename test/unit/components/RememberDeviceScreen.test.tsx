// The remember-my-device modal on its own /mfa/remember-device page: a real dialog over the verified page, focus on
// "Yes", no way out but an answer (the code page opens the same dialog: CodeVerification.test.tsx).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RememberDeviceScreen from '../../../src/features/mfa/RememberDeviceScreen';
import { readActionLog } from '../../../store/actionLog';
import { renderWithProviders } from './renderWithProviders';

const answers = (dispatch: Parameters<typeof readActionLog>[0]) =>
  readActionLog(dispatch)
    .entries.map((entry) => entry.action)
    .filter((action) => action.type === 'verification/rememberDeviceAnswered');

describe('the remember-device modal', () => {
  it('asks in a dialog with focus on Yes, over the verified page', () => {
    renderWithProviders(<RememberDeviceScreen />, { route: '/mfa/remember-device' });
    const dialog = screen.getByRole('dialog', { name: 'Remember this device?' });
    expect(dialog).toHaveAccessibleDescription(
      "If you trust this device, we won't ask for a code the next time you log in from it.",
    );
    expect(screen.getByRole('button', { name: 'Yes, remember this device' })).toHaveFocus();
  });

  it('cannot be dismissed with Escape: the question needs an answer', async () => {
    const { user, store } = renderWithProviders(<RememberDeviceScreen />, { route: '/mfa/remember-device' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remember this device?' })).toBeInTheDocument();
    expect(answers(store.dispatch)).toHaveLength(0);
  });

  it('sends the answer', async () => {
    const { user, store } = renderWithProviders(<RememberDeviceScreen />, { route: '/mfa/remember-device' });
    await user.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(answers(store.dispatch)).toEqual([
      { type: 'verification/rememberDeviceAnswered', payload: { remember: false } },
    ]);
  });
});
