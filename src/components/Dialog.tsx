// The one modal dialog: role="dialog" with aria-modal, named by its heading and described by its first text, shown
// over a backdrop outside #root (so the page behind can be made inert), with focus moved in, kept in, and returned
// on close (useFocusTrap). Escape closes only where the caller allows it: a question that must be answered has none.
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: rgb(0 0 0 / 55%);
`;

const Panel = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '56rem' : '28rem')};
  width: 100%;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 35%);
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin-top: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;

/** The buttons of a dialog, in a row that wraps on a phone. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

interface Props {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The text under the heading that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The rest: further text, live regions, DialogActions. */
  children?: ReactNode;
  /** What takes focus when the dialog opens; the dialog itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape; without it Escape does nothing. */
  onEscape?: () => void;
  /** The dialog element, for a caller that moves focus to it (e.g. while all its buttons are disabled). */
  panelRef?: RefObject<HTMLDivElement | null>;
  /** A document viewer's width instead of a question's. */
  wide?: boolean;
}

export function Dialog({ title, description, children, initialFocus, onEscape, panelRef, wide = false }: Props) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = panelRef ?? ownRef;
  const noInitial = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, initialFocus ?? noInitial);
  return createPortal(
    <Backdrop>
      <Panel
        ref={ref}
        $wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !onEscape) return;
          event.preventDefault();
          event.stopPropagation();
          onEscape();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
