// The inactivity prompt as a signed-in customer meets it: it opens when the store holds
// a timeout warning, takes the keyboard focus, counts down, and Continue (or Escape) sends the continue event.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutPrompt } from '../../../src/features/session/TimeoutPrompt';
import { readActionLog } from '../../../store/actionLog';
import { initialAuthState } from '../../../store/auth';
import { timeoutWarningClosed, timeoutWarningShown } from '../../../store/session';
import { renderWithProviders } from './renderWithProviders';

const signedIn = { auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: 'nora@example.com' } };

/** The prompt over a page, with the store the timeout saga would drive. */
function renderPrompt() {
  const view = renderWithProviders(
    <main>
      <button type="button">Something on the page</button>
      <TimeoutPrompt />
    </main>,
    { preloadedState: signedIn },
  );
  const open = (secondsLeft: number) =>
    act(() => {
      view.store.dispatch(timeoutWarningShown({ endsAt: Date.now() + secondsLeft * 1000 }));
    });
  /** The action types the store has seen, in order (from the support file's action log). */
  const seen = () => readActionLog(view.store.dispatch).entries.map((entry) => entry.action.type);
  return { ...view, open, seen };
}

describe('the inactivity prompt', () => {
  beforeEach(() => {
    // The countdown reads the clock: time is faked, and also follows the real clock (see LoginScreen.test.tsx).
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('is not there until the store holds a timeout warning, then opens with the keyboard focus in it', async () => {
    const { open } = renderPrompt();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open(30);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/we end sessions after a period of inactivity/);
    // Focus moves in from the dialog's mount effect, right after it first shows.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
  });

  it('counts down the seconds left', async () => {
    const { open } = renderPrompt();
    open(30);
    expect(await screen.findByText('Your session will end in 30 seconds.')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByText('Your session will end in 25 seconds.')).toBeVisible();
  });

  it('sends the continue event when Continue is chosen, and closes when the session goes on', async () => {
    const { open, seen, store, user } = renderPrompt();
    open(30);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(seen().at(-1)).toBe('session/timeoutContinueChosen');
    // The timeout saga answers the event by closing the prompt; the focus goes back to the page.
    act(() => {
      store.dispatch(timeoutWarningClosed());
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session.timeoutWarning).toBeNull();
  });

  it('takes Escape as Continue', async () => {
    const { open, seen, user } = renderPrompt();
    open(30);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(seen().filter((type) => type === 'session/timeoutContinueChosen')).toHaveLength(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const { open, user } = renderPrompt();
    open(30);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveFocus();
    await user.tab();
    expect(continueButton).toHaveFocus();
  });
});
