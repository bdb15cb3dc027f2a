// The frame of every account page (the account's and the security settings'): the page shell with the account's
// navigation, the page's heading (focused on arrival by the app shell), and a loading or failed state while the data
// it needs is not there. The navigation's links come from the account feature (accountNav in its paths.ts).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { PageShell } from '../PageShell';
import { RichText } from '../RichText';
import { StatusMessage } from '../StatusMessage';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';
import { useT, type MessageKey } from '../../lib/i18n';

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

/** A link of the account's navigation: where it goes and its words. */
export type AccountNavLink = readonly [to: string, key: MessageKey];

function AccountNav({ links }: { links: readonly AccountNavLink[] }) {
  const { t } = useT();
  return (
    <Nav aria-label={t('account.nav.label')}>
      <ul>
        {links.map(([to, key]) => (
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

export interface AccountFrameProps {
  heading: string;
  children?: ReactNode;
  /** The data the page needs is on its way. */
  loading?: boolean;
  /** It could not be read: the page offers to try again. */
  failed?: boolean;
  onRetry?: () => void;
}

export function AccountFrame({
  nav,
  heading,
  children,
  loading,
  failed,
  onRetry,
}: AccountFrameProps & { nav: readonly AccountNavLink[] }) {
  const { t } = useT();
  return (
    <PageShell width={WIDE} headerLinks={<AccountNav links={nav} />}>
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
        children
      )}
    </PageShell>
  );
}
