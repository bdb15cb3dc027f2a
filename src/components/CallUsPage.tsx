// The dead-end pages where the portal cannot help online (a refused reset, paused look-ups, failed verification):
// what happened, the brand's phone and hours, and the way back to log in.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRANDS } from '../../brands/catalog';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { Alert } from './Alert';
import { PageShell } from './PageShell';
import { RichText } from './RichText';

/** `title` and `children` are translated; the call-us sentence follows what happened. */
export function CallUsPage({ title, children }: { title: string; children: ReactNode }) {
  const brand = BRANDS[useAppSelector((s) => s.brand.key)];
  const { t } = useT();
  return (
    <PageShell>
      <h1>{title}</h1>
      {/* The page's heading takes focus on arrival; the alert box only marks what went wrong. */}
      <Alert tone="error" autoFocus={false}>
        {children}{' '}
        <RichText
          text={t('common.callUs', { phone: brand.phoneNumber, hours: t('brand.contactHours') })}
          tags={{ phone: (phone) => <a href={`tel:${brand.phoneNumber}`}>{phone}</a> }}
        />
      </Alert>
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </PageShell>
  );
}
