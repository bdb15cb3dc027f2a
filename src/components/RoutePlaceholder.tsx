// Routes whose screens later issues build: a plain page naming the route and the signed-in customer (or the CSR
// acting as them), with log out.
import { useLocation } from 'react-router-dom';
import { isActingAsCustomer } from '../../store/auth';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { PageShell } from './PageShell';
import { RichText } from './RichText';

export default function RoutePlaceholder() {
  const { pathname } = useLocation();
  const auth = useAppSelector((s) => s.auth);
  const name = [auth.firstName, auth.lastName].filter(Boolean).join(' ');
  const { t } = useT();
  // A CSR acting as a customer is not that customer, and the banner above already says who acts as whom: name the customer.
  const placeholderText = () => {
    if (isActingAsCustomer(auth)) {
      return name
        ? t('placeholder.actingAsNamed', { email: auth.email, name })
        : t('placeholder.actingAs', { email: auth.email });
    }
    return name
      ? t('placeholder.signedInAsNamed', { email: auth.email, name })
      : t('placeholder.signedInAs', { email: auth.email });
  };
  return (
    <PageShell>
      <h1>{pathname}</h1>
      {auth.isAuthenticated ? (
        <p>
          <RichText
            text={placeholderText()}
            tags={{ strong: (email) => <strong data-testid="signed-in-customer">{email}</strong> }}
          />
        </p>
      ) : (
        <p>{t('placeholder.notSignedIn')}</p>
      )}
    </PageShell>
  );
}
