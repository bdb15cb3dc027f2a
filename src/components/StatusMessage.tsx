// Interim progress and outcomes ("Authenticating", "Code sent"): a status Alert, announced politely as it changes.
import type { ReactNode } from 'react';
import { Alert, type AlertTone } from './Alert';

export function StatusMessage({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: Exclude<AlertTone, 'error'>;
}) {
  return <Alert tone={tone}>{children}</Alert>;
}
