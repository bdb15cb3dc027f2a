// A polite live region: interim progress ("Authenticating") is announced to screen readers as it changes.
import type { ReactNode } from 'react';

export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite">
      {children}
    </p>
  );
}
