// Routes whose screens later issues build: a plain page naming the route and the signed-in customer, with log out.
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { PageShell } from './PageShell';
import { RichText } from './RichText';

export default function RoutePlaceholder() {
  const { pathname } = useLocation();
  const auth = useAppSelector((s) => s.auth);
  const name = [auth.firstName, auth.lastName].filter(Boolean).join(' ');
  const { t } = useT();
  return (
    <PageShell>
      <h1>{pathname}</h1>
      {auth.isAuthenticated ? (
        <p>
          <RichText
            text={
              name
                ? t('placeholder.signedInAsNamed', { email: auth.email, name })
                : t('placeholder.signedInAs', { email: auth.email })
            }
            tags={{ strong: (email) => <strong data-testid="signed-in-customer">{email}</strong> }}
          />
        </p>
      ) : (
        <p>{t('placeholder.notSignedIn')}</p>
      )}
    </PageShell>
  );
}
