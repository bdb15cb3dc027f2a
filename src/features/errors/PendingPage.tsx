// /pending: shown while an application is waiting on the lender.
import { PageShell } from '../../components/PageShell';
import { useT } from '../../lib/i18n';

export default function PendingPage() {
  const { t } = useT();
  return (
    <PageShell>
      <h1>{t('errors.pending.heading')}</h1>
      <p>{t('errors.pending.body')}</p>
    </PageShell>
  );
}
