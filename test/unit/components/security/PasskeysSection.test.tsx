// The passkeys section as a customer meets it: each passkey's name, when it was added and last used; add, rename and
// remove (after a question that can be cancelled with Escape), each as the one event its saga answers; outcomes and
// refusals in words; a CSR acting as the customer reads only. No saga runs: the test plays its part.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasskeysSection } from '../../../../src/features/security/PasskeysSection';
import { initialAuthState } from '../../../../store/auth';
import {
  initialPasskeysState,
  passkeyDone,
  passkeyRefused,
  passkeysLoadFailed,
  type PasskeyRow,
  type PasskeysState,
} from '../../../../store/passkeys';
import { axeViolations } from '../axe';
import { renderWithProviders } from '../renderWithProviders';

const LIST: PasskeyRow[] = [
  { id: 'pk-a', name: 'Work laptop', providerName: 'Chrome', createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: null },
  {
    id: 'pk-b',
    name: '',
    providerName: '',
    createdAt: '2026-11-20T15:00:00.000Z',
    lastUsedAt: '2026-11-30T14:30:00.000Z',
  },
];

function renderSection(passkeys: Partial<PasskeysState> = {}, auth: Partial<typeof initialAuthState> = {}) {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const view = renderWithProviders(<PasskeysSection />, {
    route: '/account/security',
    middleware: [recorder],
    preloadedState: {
      auth: {
        ...initialAuthState,
        initialized: true,
        isAuthenticated: true,
        email: 'online.returning@example.com',
        ...auth,
      },
      passkeys: { ...initialPasskeysState, status: 'ready', list: LIST, ...passkeys },
    },
  });
  const events = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  const play = (action: UnknownAction) => act(() => void view.store.dispatch(action));
  return { ...view, events, play };
}

describe('the passkeys section', () => {
  it('lists each passkey with its name (or "Passkey 2"), when it was added and last used, and asks for the list', async () => {
    const { events, container } = renderSection();
    expect(events('passkeys/requested')).toHaveLength(1);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Work laptop' })).toBeVisible();
    expect(items[0]).toHaveTextContent('AddedNovember 2, 2026');
    expect(items[0]).toHaveTextContent('Last usedNot used yet');
    expect(within(items[1]!).getByRole('heading', { name: 'Passkey 2' })).toBeVisible();
    expect(items[1]).toHaveTextContent('Last usedNovember 30, 2026 at 9:30 AM ET');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there is none, and adds one as one event, announcing the outcome', async () => {
    const { user, events, play } = renderSection({ list: [] });
    expect(screen.getByText("You haven't added a passkey yet.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(events('passkeys/addRequested')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Follow your device’s prompt');
    play(passkeyRefused('security.passkeys.cancelled'));
    expect(screen.getByRole('alert')).toHaveTextContent("The passkey wasn't created.");
  });

  it('renames in a dialog, refusing an empty name before sending and closing once renamed', async () => {
    const { user, events, play } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Rename Work laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByLabelText('Passkey name');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Work laptop');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name of 1 to 40 characters.')).toBeVisible();
    await user.type(field, '  Home   phone ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(events('passkeys/renameRequested')).toEqual([{ id: 'pk-a', name: 'Home phone' }]);
    play(passkeyDone({ key: 'security.passkeys.renamed', list: [{ ...LIST[0]!, name: 'Home phone' }, LIST[1]!] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The passkey was renamed.');
    expect(screen.getByRole('heading', { name: 'Home phone' })).toBeVisible();
  });

  it('asks before removing, with the safe answer focused and Escape cancelling; a refusal stays in the question', async () => {
    const { user, events, play, container } = renderSection();
    const remove = screen.getByRole('button', { name: 'Remove Passkey 2' });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveAccessibleDescription(
      'You will no longer be able to log in with "Passkey 2". You can add a passkey again at any time.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(events('passkeys/removeRequested')).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(events('passkeys/removeRequested')).toEqual([{ id: 'pk-b' }]);
    play(passkeyRefused('security.passkeys.failed'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("That didn't work. Please try again.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    play(passkeyDone({ key: 'security.passkeys.removed', list: [LIST[0]!] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
    expect(within(container).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says what to do when the only passkey stays, in the question, with the list unchanged', async () => {
    const { user, play, container } = renderSection({ list: [LIST[0]!] });
    await user.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    play(passkeyRefused('security.passkeys.lastFactor'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This is your only passkey and your authenticator app is off, so it stays. To remove it, first add another passkey or turn on the authenticator app.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(container).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
  });

  it('tells a CSR acting as the customer that the passkeys are the customer’s, with nothing listed or to change', () => {
    const { events } = renderSection(
      {},
      { isAdmin: true, adminEmail: 'csr.admin@example.com', email: 'online.returning@example.com' },
    );
    expect(screen.getByText(/only the customer can see and change them/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Work laptop' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(events('passkeys/requested')).toEqual([]);
  });

  it('says when the list could not load, and tries again', async () => {
    const { user, events, play } = renderSection({ list: [] });
    play(passkeysLoadFailed());
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your passkeys.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(events('passkeys/requested')).toHaveLength(2);
  });
});
