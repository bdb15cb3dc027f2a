// /account/security: the customer's ways to sign in (their password, passkeys, an authenticator app) and control over
// where they are signed in (remembered devices, active sessions), with the recent security events. A CSR acting as
// the customer sees it read-only: the server refuses staff any change, and the page offers none.
import { isActingAsCustomer } from '../../../store/auth';
import { useAppSelector } from '../../../store/hooks';
import { useSecurityOverviewQuery } from '../../../api/security/endpoints';
import { AccountFrame } from '../../components/account/AccountFrame';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { accountNav } from '../account/paths';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { RememberedDevicesSection } from './RememberedDevicesSection';
import { SecurityEventsSection } from './SecurityEventsSection';
import { SessionsSection } from './SessionsSection';

export default function SecurityScreen() {
  const { t } = useT();
  const readOnly = useAppSelector((s) => isActingAsCustomer(s.auth));
  const overview = useSecurityOverviewQuery();
  const data = overview.data;
  return (
    <AccountFrame
      nav={accountNav}
      heading={t('security.heading')}
      loading={overview.isLoading}
      failed={!data && overview.isError}
      onRetry={() => void overview.refetch()}
    >
      {readOnly && <StatusMessage>{t('security.readOnly')}</StatusMessage>}
      <PasswordSection />
      {!readOnly && <PasskeysSection />}
      {!readOnly && <AuthenticatorSection />}
      {data && (
        <>
          <RememberedDevicesSection devices={data.rememberedDevices} readOnly={readOnly} />
          <SessionsSection sessions={data.sessions} readOnly={readOnly} />
          <SecurityEventsSection events={data.events} />
        </>
      )}
    </AccountFrame>
  );
}
