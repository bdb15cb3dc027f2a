// The signed-in header's menu on a phone: a disclosure button (aria-expanded, aria-controls) that shows the panel under
// the header's bar. Escape closes it and puts focus back on the button; moving to another page closes it, since the
// menu belongs to the page it was opened on.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../lib/i18n';

const Toggle = styled.button`
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-height: 44px;
  min-width: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  span {
    display: inline-block;
  }
  &[aria-expanded='true'] span {
    transform: rotate(180deg);
  }
`;

/** The open menu spans the bar's whole width, on a line of its own under the logo and the button. */
const Panel = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  &[hidden] {
    display: none;
  }
`;

export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useT();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // Open on the page it was opened on: a navigation (a link in it, Log Out, a redirect) finds it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpenOn(null);
    button.current?.focus();
  };
  return (
    <>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : location.key)}
        onKeyDown={closeOnEscape}
      >
        {t('shell.menu')} <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel id={panelId} hidden={!open} onKeyDown={closeOnEscape}>
        {children}
      </Panel>
    </>
  );
}
