// What a page shows while start-up has not settled who is signed in: its waiting words ("Authenticating" unless
// told), or, when start-up could not finish (the identity code did not download, say), why, with "Try Again", which
// runs start-up anew (sagas/auth/bootstrap.ts). Never a wait without end.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { startupRetried } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { Alert } from './Alert';
import { Button } from './Button';
import { StatusMessage } from './StatusMessage';

const Retry = styled(Button)`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/** Start-up could not finish: why, and "Try Again" (focused as an error is, so it is read out at once). */
export function StartupFailed() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  return (
    <Alert tone="error" data-testid="startup-failed">
      <p>{t('login.startFailed')}</p>
      <Retry type="button" onClick={() => dispatch(startupRetried())}>
        {t('common.tryAgain')}
      </Retry>
    </Alert>
  );
}

/** For a page waiting on start-up (`auth.initialized` false): its waiting words, or the failure once it has failed. */
export function StartupStatus({ waiting }: { waiting?: ReactNode }) {
  const { t } = useT();
  // A failure after start-up settled (a later step of a restored session) leaves a usable page: nothing to say.
  const failed = useAppSelector((s) => s.auth.startFailed && !s.auth.initialized);
  if (failed) return <StartupFailed />;
  return <StatusMessage>{waiting ?? t('login.step.authenticating')}</StatusMessage>;
}
