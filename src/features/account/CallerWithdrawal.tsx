// For a CSR acting as the customer: record that the customer called to withdraw a consent in force. A consumer may
// withdraw consent to electronic notices by phone, as the E-SIGN disclosure promises, and revoke consent to texts by
// any reasonable means (47 CFR 64.1200(a)(10)); giving consent stays the customer's own act on this page. A confirm
// step says what the withdrawal does before it is recorded under the CSR's name; Cancel is focused first, so a
// stray Enter records nothing.
import { useRef, useState } from 'react';
import type { ConsentState } from '../../../api/preferences/endpoints';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { useT } from '../../lib/i18n';

type Kind = ConsentState['consent'];

const WHAT_IT_DOES = {
  SMS: 'account.preferences.sms.callerWithdrawal',
  ESIGN: 'account.preferences.esign.callerWithdrawal',
} as const satisfies Record<Kind, string>;

export function CallerWithdrawal(props: {
  consent: Kind;
  /** The phone number a consent to texts covers, as shown. */
  phone: string;
  busy: boolean;
  /** Records the withdrawal; the section shows what came of it. */
  onConfirm: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button type="button" $variant="secondary" disabled={props.busy} onClick={() => setOpen(true)}>
        {t('account.preferences.callerWithdrawal.button')}
      </Button>
      {open && (
        <Dialog
          title={t('account.preferences.callerWithdrawal.heading')}
          description={t(WHAT_IT_DOES[props.consent], { phone: props.phone })}
          initialFocus={cancel}
          onEscape={() => setOpen(false)}
        >
          <DialogActions>
            <Button
              type="button"
              onClick={() => {
                // Closed first, so the outcome shown in the section can take focus (the dialog would keep it).
                setOpen(false);
                props.onConfirm();
              }}
            >
              {t('account.preferences.callerWithdrawal.confirm')}
            </Button>
            <Button ref={cancel} type="button" $variant="secondary" onClick={() => setOpen(false)}>
              {t('account.preferences.callerWithdrawal.cancel')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
