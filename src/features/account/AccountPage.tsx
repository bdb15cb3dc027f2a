// The frame of every account page: the page shell with the account's navigation, the page's heading (focused on
// arrival by the app shell), and a loading or failed state while the data it needs is not there.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { RichText } from '../../components/RichText';
import { StatusMessage } from '../../components/StatusMessage';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';
import { useT } from '../../lib/i18n';
import { accountPaths } from './paths';
import { PasskeyOfferDialog } from './PasskeyOfferDialog';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

/** The account's pages hold tables: the wide layout. */
const WIDE = 'page' as const;

const NAV = [
  [accountPaths.home, 'account.nav.summary'],
  [accountPaths.payment, 'account.nav.payment'],
  [accountPaths.history, 'account.nav.history'],
  [accountPaths.documents, 'account.nav.documents'],
  [accountPaths.personal, 'account.nav.personal'],
  [accountPaths.benefits, 'account.nav.benefits'],
  [accountPaths.ivr, 'account.nav.ivr'],
] as const;

function AccountNav() {
  const { t } = useT();
  return (
    <Nav aria-label={t('account.nav.label')}>
      <ul>
        {NAV.map(([to, key]) => (
          <li key={to}>
            <NavLink to={to} end>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

/** Whose account this is: the signed-in customer, or for a CSR the customer they act as (the banner says who acts). */
function SignedInAs() {
  const { t } = useT();
  const auth = useAppSelector((s) => s.auth);
  const name = [auth.firstName, auth.lastName].filter(Boolean).join(' ');
  const acting = isActingAsCustomer(auth);
  const text = acting
    ? t(name ? 'placeholder.actingAsNamed' : 'placeholder.actingAs', { email: auth.email, name })
    : t(name ? 'placeholder.signedInAsNamed' : 'placeholder.signedInAs', { email: auth.email, name });
  return (
    <p>
      <RichText text={text} tags={{ strong: (email) => <strong data-testid="signed-in-customer">{email}</strong> }} />
    </p>
  );
}

interface Props {
  heading: string;
  children?: ReactNode;
  /** The data the page needs is on its way. */
  loading?: boolean;
  /** It could not be read: the page offers to try again. */
  failed?: boolean;
  onRetry?: () => void;
}

export function AccountPage({ heading, children, loading, failed, onRetry }: Props) {
  const { t } = useT();
  return (
    <PageShell width={WIDE} headerLinks={<AccountNav />}>
      <h1>{heading}</h1>
      <SignedInAs />
      {loading ? (
        <StatusMessage>{t('account.loading')}</StatusMessage>
      ) : failed ? (
        <>
          <Alert>{t('account.loadFailed')}</Alert>
          {onRetry && (
            <Button type="button" $variant="secondary" onClick={onRetry}>
              {t('account.retry')}
            </Button>
          )}
        </>
      ) : (
        <>
          {children}
          {/* Once the account has loaded: the one-time offer to add a passkey after a password sign-in. */}
          <PasskeyOfferDialog />
        </>
      )}
    </PageShell>
  );
}
