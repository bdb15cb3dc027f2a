// /mfa/remember-device: the remember-my-device modal over the verified page, the same dialog the code page opens
// after the last right code. Yes and No have result routes of their own.
import { useT } from '../../lib/i18n';
import { PageShell } from '../../components/PageShell';
import { RememberDeviceDialog } from '../../components/verification/RememberDeviceDialog';

export default function RememberDeviceScreen() {
  const { t } = useT();
  return (
    <PageShell>
      <h1>{t('mfa.verified.heading')}</h1>
      <p>{t('mfa.passed.approved')}</p>
      <RememberDeviceDialog />
    </PageShell>
  );
}
