// /account picks the page for the customer's situation (accountSummary: open loan, past due, no open loan,
// conditionally approved, a refinance or plan under way, on hold, in rescission) and shows it here, at /account,
// so a bookmark or a return from sign-in always lands on what applies now. Each page also has its own route.
import { useAccountSummaryQuery } from '../../../api/account/endpoints';
import { useT } from '../../lib/i18n';
import { AccountPage } from './AccountPage';
import { SummaryPage } from './SummaryPages';
import { useAccountReadOptions } from './useAccountReads';

export default function AccountHomeScreen() {
  const { t } = useT();
  const { data, isLoading, isError, refetch } = useAccountSummaryQuery(undefined, useAccountReadOptions());
  if (!data)
    return (
      <AccountPage
        heading={t('account.nav.summary')}
        loading={isLoading || !isError}
        failed={isError}
        onRetry={() => void refetch()}
      />
    );
  return <SummaryPage summary={data} />;
}
