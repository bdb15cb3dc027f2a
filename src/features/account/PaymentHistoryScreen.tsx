// /account/history: the payments on the customer's loans, newest first, with the confirmation number of each and
// whether it was received; only the last 4 of the card or account.
import { useCustomerLoansQuery, usePaymentHistoryQuery } from '../../../api/account/endpoints';
import { useT } from '../../lib/i18n';
import { methodNameKey } from '../../lib/account/authorization';
import { formatCents } from '../../lib/money';
import { AccountPage } from './AccountPage';
import { formatAccountInstant } from './format';
import { Table } from './Table';
import { useAccountReadOptions } from './useAccountReads';

function LoanPayments({ loanNumber }: { loanNumber: string }) {
  const { t, lang } = useT();
  const { data } = usePaymentHistoryQuery({ loanNumber }, useAccountReadOptions());
  if (!data) return null;
  return (
    <section aria-labelledby={`history-${loanNumber}`}>
      <h2 id={`history-${loanNumber}`}>{t('account.loan.heading', { number: loanNumber })}</h2>
      {data.length === 0 ? (
        <p>{t('account.history.empty')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('account.history.date')}</th>
              <th scope="col">{t('account.history.amount')}</th>
              <th scope="col">{t('account.history.method')}</th>
              <th scope="col">{t('account.history.status')}</th>
              <th scope="col">{t('account.history.confirmation')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.id}>
                <td>{formatAccountInstant(p.createdAt, lang)}</td>
                <td>{formatCents(p.amount)}</td>
                <td>
                  {t('account.history.methodLast4', {
                    method: t(methodNameKey(p.method)),
                    last4: p.methodLast4 ?? '',
                  })}
                </td>
                <td>{t(`account.history.status.${p.status}`)}</td>
                <td>{p.confirmationNumber}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

export default function PaymentHistoryScreen() {
  const { t } = useT();
  const loans = useCustomerLoansQuery(undefined, useAccountReadOptions());
  return (
    <AccountPage
      heading={t('account.history.heading')}
      loading={loans.isLoading}
      failed={loans.isError}
      onRetry={() => void loans.refetch()}
    >
      {loans.data?.length === 0 && <p>{t('account.history.empty')}</p>}
      {loans.data?.map((loan) => (
        <LoanPayments key={loan.id} loanNumber={loan.loanNumber} />
      ))}
    </AccountPage>
  );
}
