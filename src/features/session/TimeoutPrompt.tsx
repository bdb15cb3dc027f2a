// The inactivity prompt's place at the app root. The dialog itself (PromptDialog.tsx)
// is a separate chunk, fetched as soon as someone is signed in, so the app shell does not carry it.
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../../../store/hooks';

const loadDialog = () => import('./PromptDialog');
const PromptDialog = lazy(loadDialog);

export function TimeoutPrompt() {
  const warning = useAppSelector((s) => s.session.timeoutWarning);
  const inSession = useAppSelector((s) => s.auth.isAuthenticated || s.auth.isEnrollment);
  useEffect(() => {
    // Ready before it is needed: an idle visitor's network may be gone by the time the prompt opens.
    if (inSession) void loadDialog().catch(() => undefined);
  }, [inSession]);
  // Outside #root, so the page behind can be made inert without making the dialog inert too.
  return warning
    ? createPortal(
        <Suspense fallback={null}>
          <PromptDialog key={warning.endsAt} warning={warning} />
        </Suspense>,
        document.body,
      )
    : null;
}
