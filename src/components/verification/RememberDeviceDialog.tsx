// The remember-my-device modal: after the last right code of a sign-in check or an enrollment (over the code page),
// and on the /mfa/remember-device page. The question must be answered, so Escape does nothing; Yes comes first and
// takes focus. sagas/verification acts on the answer in the flow, sagas/mfa on its own page.
import { useRef } from 'react';
import { useT } from '../../lib/i18n';
import { useAppDispatch } from '../../../store/hooks';
import { rememberDeviceAnswered } from '../../../store/verification';
import { Button } from '../Button';
import { Dialog, DialogActions } from '../Dialog';

export function RememberDeviceDialog() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={t('mfa.remember.heading')} description={t('mfa.remember.body')} initialFocus={yesRef}>
      <DialogActions>
        <Button type="button" ref={yesRef} onClick={() => dispatch(rememberDeviceAnswered({ remember: true }))}>
          {t('mfa.remember.yes')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => dispatch(rememberDeviceAnswered({ remember: false }))}
        >
          {t('mfa.remember.no')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
