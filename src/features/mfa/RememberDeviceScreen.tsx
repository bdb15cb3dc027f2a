// /mfa/remember-device: the remember-my-device modal over the verified page. The
// question must be answered, so Escape does nothing; Yes and No have routes of their own.
import { useRef } from 'react';
import { useT } from '../../lib/i18n';
import { rememberDeviceAnswered } from '../../../store/mfa';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { PageShell } from '../../components/PageShell';

export default function RememberDeviceScreen() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <PageShell>
      <h1>{t('mfa.verified.heading')}</h1>
      <p>{t('mfa.passed.approved')}</p>
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
    </PageShell>
  );
}
