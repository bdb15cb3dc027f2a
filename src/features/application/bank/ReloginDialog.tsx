// "Institution Requirement": the bank asked the customer to sign in again
// (ITEM_LOGIN_REQUIRED). "Sign in again" opens Link in update mode; the other choice is to enter the account by hand.
import { useRef } from 'react';
import { bankLinkRequested, reloginManualChosen } from '../../../../store/bank';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';

export function ReloginDialog({ institutionName }: { institutionName: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const signIn = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('application.bank.relogin.title')}
      description={t('application.bank.relogin.text', {
        bank: institutionName || t('application.bank.relogin.yourBank'),
      })}
      initialFocus={signIn}
      onEscape={() => dispatch(reloginManualChosen())}
    >
      <DialogActions>
        <Button ref={signIn} type="button" onClick={() => dispatch(bankLinkRequested({ purpose: 'update' }))}>
          {t('application.bank.relogin.signIn')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => dispatch(reloginManualChosen())}>
          {t('application.bank.manualLink')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
