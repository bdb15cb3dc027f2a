// The shared modal dialog: named by its heading and described by its text, focus moved in on open and kept
// in with Tab, Escape closing only where the caller allows it, and focus back where it was on close.
import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogActions } from '../../../src/components/Dialog';
import { renderWithProviders } from './renderWithProviders';

function Page({ escapable = true, onEscape = vi.fn() }: { escapable?: boolean; onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Remember this device?"
          description="We won't ask for a code here for 30 days."
          initialFocus={yes}
          onEscape={
            escapable
              ? () => {
                  onEscape();
                  setOpen(false);
                }
              : undefined
          }
        >
          <DialogActions>
            <button type="button" ref={yes} onClick={() => setOpen(false)}>
              Yes
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              No
            </button>
          </DialogActions>
        </Dialog>
      )}
    </main>
  );
}

describe('the dialog', () => {
  it('is a labelled, described modal that takes the focus', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Remember this device?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription("We won't ask for a code here for 30 days.");
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('closes on Escape where allowed and gives the focus back', async () => {
    const onEscape = vi.fn();
    const { user } = renderWithProviders(<Page onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape when the question must be answered', async () => {
    const { user } = renderWithProviders(<Page escapable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
