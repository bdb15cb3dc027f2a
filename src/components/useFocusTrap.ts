// Keeps keyboard focus inside an open modal (Dialog.tsx): focus moves in on open, Tab and Shift+Tab cycle inside,
// the page behind is `inert` (unreachable by keyboard, pointer and screen readers), and focus returns on close.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useFocusTrap(container: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    (initial.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Where `inert` is missing, focus that still escapes (a click on the page, a screen reader) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (initial.current ?? dialog).focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      app?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, [container, initial]);
}
