// The inactivity prompt: a modal dialog counting down to the end of the session, with
// Continue (also Escape) and Log Out, on the shared Dialog. Loaded by TimeoutPrompt.tsx when the timeout saga opens it.
import { useEffect, useRef, useState } from 'react';
import { timeoutContinueChosen, timeoutLogOutChosen, type TimeoutWarning } from '../../../store/session';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useT, type Lang } from '../../lib/i18n';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { announcementFor, countdownText, secondsLeft } from './countdown';

/** Announced to screen readers without being seen: the visible countdown is not a live region. */
const LiveRegion = VisuallyHidden;

/**
 * Seconds left, re-read from the clock four times a second (a throttled timer never shows a stale number), and the
 * live region's text. That starts empty and gets the first announcement on the first tick: text already present
 * when a live region appears is often not read out.
 */
function useCountdown(endsAt: number, lang: Lang): { seconds: number; announced: string } {
  const [countdown, setCountdown] = useState(() => ({ seconds: secondsLeft(endsAt, Date.now()), announced: '' }));
  useEffect(() => {
    const timer = setInterval(() => {
      setCountdown((previous) => {
        const seconds = secondsLeft(endsAt, Date.now());
        const announced = announcementFor(seconds, previous.announced === '', lang) ?? previous.announced;
        return seconds === previous.seconds && announced === previous.announced ? previous : { seconds, announced };
      });
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, lang]);
  return countdown;
}

export default function PromptDialog({ warning }: { warning: TimeoutWarning }) {
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const { t, lang } = useT();
  const { seconds, announced } = useCountdown(warning.endsAt, lang);
  const ending = Boolean(warning.ending);
  useEffect(() => {
    // The buttons are disabled while the session ends; focus stays in the dialog rather than falling to the page.
    if (ending) dialogRef.current?.focus();
  }, [ending]);

  const onContinue = () => {
    if (!ending) dispatch(timeoutContinueChosen());
  };
  return (
    <Dialog
      title={t('session.prompt.heading')}
      description={t('session.prompt.body')}
      initialFocus={continueRef}
      panelRef={dialogRef}
      onEscape={onContinue}
    >
      <p>{ending ? t('session.prompt.ending') : countdownText(seconds, lang)}</p>
      <LiveRegion role="status" aria-live="polite">
        {ending ? t('session.prompt.endingAnnounced') : announced}
      </LiveRegion>
      <DialogActions>
        <Button ref={continueRef} type="button" disabled={ending} onClick={onContinue}>
          {t('common.continue')}
        </Button>
        <Button type="button" $variant="secondary" disabled={ending} onClick={() => dispatch(timeoutLogOutChosen())}>
          {t('common.logOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
