// /account/history: the payments on the customer's loans, newest first, with the confirmation number of each and
// whether it was received; only the last 4 of the card or account. A received payment shows how the loan's ledger
// applied it (interest accrued first, then principal); a returned one says why it was not applied. Payments scheduled
// for a later day are listed above them (./ScheduledPaymentsSection.tsx).
import styled from 'styled-components';
import { useCustomerLoansQuery, usePaymentHistoryQuery, type AccountPayment } from '../../../api/account/endpoints';
import { useT } from '../../lib/i18n';
import { methodNameKey } from '../../lib/account/authorization';
import { formatCents } from '../../lib/money';
import { AccountPage } from './AccountPage';
import { formatShortEasternDay } from '../../lib/format/dates';
import { ScheduledPaymentsSection } from './ScheduledPaymentsSection';
import { Table } from './Table';
import { useAccountReadOptions } from './useAccountReads';

/** Seven columns do not fit a phone: the table scrolls in its own region, never the page (WCAG 1.4.10). */
const Scroll = styled.div`
  overflow-x: auto;
`;

const RETURN_REASON_KEYS = {
  LOAN_CLOSED: 'account.history.returned.loanClosed',
  ABOVE_PAYOFF: 'account.history.returned.abovePayoff',
} as const;

/** The interest and principal cells: the split of a posted payment, "Not applied" for one returned. */
function SplitCells({ payment }: { payment: AccountPayment }) {
  const { t } = useT();
  if (payment.status === 'RETURNED')
    return (
      <td colSpan={2}>
        {t('account.history.notApplied')}
        {payment.returnReason && (
          <>
            {'. '}
            {t(RETURN_REASON_KEYS[payment.returnReason])}
          </>
        )}
      </td>
    );
  return (
    <>
      <td>{payment.interest == null ? '' : formatCents(payment.interest)}</td>
      <td>{payment.principal == null ? '' : formatCents(payment.principal)}</td>
    </>
  );
}

function LoanPayments({ loanNumber, loanBrand }: { loanNumber: string; loanBrand: string }) {
  const { t, lang } = useT();
  const { data } = usePaymentHistoryQuery({ loanNumber }, useAccountReadOptions());
  if (!data) return null;
  return (
    // The heading names the table's scroll region (one landmark per loan, not two of one name).
    <section>
      <h2 id={`history-${loanNumber}`}>{t('account.loan.heading', { number: loanNumber })}</h2>
      <ScheduledPaymentsSection loanNumber={loanNumber} loanBrand={loanBrand} />
      {data.length === 0 ? (
        <p>{t('account.history.empty')}</p>
      ) : (
        <Scroll tabIndex={0} role="region" aria-labelledby={`history-${loanNumber}`}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('account.history.date')}</th>
                <th scope="col">{t('account.history.amount')}</th>
                <th scope="col">{t('account.history.interest')}</th>
                <th scope="col">{t('account.history.principal')}</th>
                <th scope="col">{t('account.history.method')}</th>
                <th scope="col">{t('account.history.status')}</th>
                <th scope="col">{t('account.history.confirmation')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.id}>
                  <td>{formatShortEasternDay(p.createdAt, lang)}</td>
                  <td>{formatCents(p.amount)}</td>
                  <SplitCells payment={p} />
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
        </Scroll>
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
        <LoanPayments key={loan.id} loanNumber={loan.loanNumber} loanBrand={loan.brand} />
      ))}
    </AccountPage>
  );
}
