// The one-time offer to add a passkey, over the account page after a password sign-in on a device that could hold
// one (the passkeys saga decides: sagas/security/passkeys.ts). "Not now", or Escape, is remembered for the customer
// on the server, so it is not asked again on any device; adding goes through the browser's own passkey prompt.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  passkeyAddRequested,
  passkeyOfferChecked,
  passkeyOfferDeclined,
  passkeyOfferSettled,
} from '../../../store/passkeys';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';

export function PasskeyOfferDialog() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { offer, working, outcome } = useAppSelector((s) => s.passkeys);
  const add = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    dispatch(passkeyOfferChecked());
  }, [dispatch]);

  if (offer !== 'open') return null;
  const added = outcome?.key === 'security.passkeys.added';
  const adding = working === 'adding';
  const close = () => dispatch(added ? passkeyOfferSettled() : passkeyOfferDeclined());
  return (
    <Dialog
      title={t('security.passkeyOffer.heading')}
      description={t('security.passkeyOffer.body')}
      initialFocus={add}
      onEscape={close}
    >
      {adding && <StatusMessage>{t('security.passkeys.adding')}</StatusMessage>}
      {outcome && (
        <Alert tone={outcome.tone} focusKey={outcome.count}>
          {t(outcome.key)}
        </Alert>
      )}
      <DialogActions>
        {added ? (
          <Button type="button" onClick={close}>
            {t('security.passkeyOffer.close')}
          </Button>
        ) : (
          <>
            <Button ref={add} type="button" disabled={adding} onClick={() => dispatch(passkeyAddRequested())}>
              {t('security.passkeyOffer.add')}
            </Button>
            <Button type="button" $variant="secondary" disabled={adding} onClick={close}>
              {t('security.passkeyOffer.notNow')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
