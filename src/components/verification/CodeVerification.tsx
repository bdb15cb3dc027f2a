// The one code-verification screen: multi-factor and enrollment, e-mailed and texted codes and the authenticator
// app's (nothing is sent for it, so nothing to resend). It reads the verification slice and sends its events;
// sagas/verification checks the code and the feature that asked for it moves on. A texted code starts with "Send Code"; an e-mailed one was sent when the step began. After the
// last right code of a flow the remember-my-device dialog opens over the page.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { track } from '../../lib/analytics';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { codeRequested, codeSubmitted, type CodeChannel } from '../../../store/verification';
import { Button } from '../Button';
import { PageShell } from '../PageShell';
import { RefusalAlert } from '../RefusalAlert';
import { StatusMessage } from '../StatusMessage';
import { CodeEntryForm } from './CodeEntryForm';
import { RememberDeviceDialog } from './RememberDeviceDialog';

interface Props {
  channel: CodeChannel;
  /** The page view this use fires (one per use of the shared page). */
  pageView: string;
  heading: string;
  /** What was sent where (the masked e-mail or phone). */
  intro: ReactNode;
  /** For a texted code before it is sent: the heading and what "Send Code" will do. */
  sendHeading?: string;
  sendIntro?: ReactNode;
  /** A message key (or the server's words) the owning feature wants shown above the form. */
  message?: string;
  /** Shown under the heading: where this code step sits in the owning flow (the enrollment's stepper). */
  progress?: ReactNode;
  /** Shown under the form: another way to prove it is the customer (the authenticator page's e-mail fallback). */
  after?: ReactNode;
}

export function CodeVerification(props: Props) {
  const { channel, pageView, heading, intro, sendHeading, sendIntro, message, progress, after } = props;
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const code = useAppSelector((s) => s.verification[channel]);
  const purpose = useAppSelector((s) => s.verification.purpose);
  const askingToRemember = useAppSelector((s) => s.verification.deviceQuestion !== 'none');
  useEffect(() => track('page-view', { page: pageView }), [pageView]);
  const shown = code.message || message || '';

  if (channel === 'phone' && (code.status === 'idle' || code.status === 'sending')) {
    const busy = code.status === 'sending';
    return (
      <PageShell>
        <h1>{sendHeading ?? heading}</h1>
        {progress}
        <p>{sendIntro}</p>
        <RefusalAlert message={tr(shown)} />
        <Button type="button" disabled={busy || !purpose} onClick={() => dispatch(codeRequested({ channel }))}>
          {busy ? t('verification.sending') : t('verification.sendCode')}
        </Button>
      </PageShell>
    );
  }
  if (code.status === 'idle') {
    return (
      <PageShell>
        <StatusMessage>{t('common.loading')}</StatusMessage>
      </PageShell>
    );
  }
  return (
    <PageShell>
      <h1>{heading}</h1>
      {progress}
      <p>{intro}</p>
      <RefusalAlert message={tr(shown)} />
      <CodeEntryForm
        key={channel}
        rejected={code.status === 'rejected'}
        verifying={code.status === 'verifying'}
        sentAt={code.sentAt}
        resent={code.resent}
        onSubmit={(entered) => dispatch(codeSubmitted({ channel, code: entered }))}
        {...(channel === 'app' ? {} : { onResend: () => dispatch(codeRequested({ channel })) })}
      />
      {after}
      {askingToRemember && <RememberDeviceDialog />}
    </PageShell>
  );
}
