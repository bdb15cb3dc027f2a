// The offer to sign out of every other session after a password or factor change (endOtherSessionsOffered in
// store/recheck.ts, from wherever the change succeeded). Yes ends them and says how many; No or Escape closes it.
// The customer's own session stays either way.
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { endOtherSessionsAnswered, endOtherSessionsClosed } from '../../../../store/recheck';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { useT } from '../../../lib/i18n';

export function EndOtherSessionsDialog() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const offer = useAppSelector((s) => s.recheck.endOthers);
  const yesRef = useRef<HTMLButtonElement>(null);
  if (offer.step === 'closed') return null;
  const close = () => dispatch(endOtherSessionsClosed());
  const settled = offer.step === 'done';
  return (
    <Dialog
      title={t('recheck.endOthers.heading')}
      description={t(offer.reason === 'factor' ? 'recheck.endOthers.body.factor' : 'recheck.endOthers.body.password')}
      initialFocus={yesRef}
      onEscape={offer.step === 'ending' ? undefined : close}
    >
      <StatusMessage>
        {offer.step === 'ending' && t('recheck.endOthers.ending')}
        {settled && t('recheck.endOthers.done', { count: offer.ended ?? 0 })}
      </StatusMessage>
      {offer.step === 'failed' && <Alert>{t('recheck.endOthers.failed')}</Alert>}
      <DialogActions>
        {settled ? (
          <Button type="button" ref={yesRef} onClick={close}>
            {t('recheck.endOthers.close')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              ref={yesRef}
              disabled={offer.step === 'ending'}
              onClick={() => dispatch(endOtherSessionsAnswered({ end: true }))}
            >
              {t('recheck.endOthers.yes')}
            </Button>
            <Button type="button" $variant="secondary" disabled={offer.step === 'ending'} onClick={close}>
              {t('recheck.endOthers.no')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
