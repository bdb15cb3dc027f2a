// The generic customer error page (/error and its account, enrollment and admin variants).
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { PageShell } from '../../components/PageShell';
import { SupportFileButton } from '../../components/SupportFileButton';
import { useT } from '../../lib/i18n';

export default function ErrorPage() {
  const { t } = useT();
  return (
    <PageShell>
      <h1>{t('errors.page.heading')}</h1>
      {/* The page's heading takes focus on arrival; the alert box only marks what went wrong. */}
      <Alert tone="error" autoFocus={false}>
        {t('errors.generic')}
      </Alert>
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
      {/* The session up to this error, for the customer to send to support (no secrets: see store/actionLog.ts). */}
      <p>
        <SupportFileButton />
      </p>
    </PageShell>
  );
}
