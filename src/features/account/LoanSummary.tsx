// A loan as the account pages show it: what is due and when first (the days until it counted from the server's
// today), then amount, finance charge, balance and APR, and the payment schedule. Money is cents, shown with
// formatCents.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SummaryFigure, SummaryFigures } from '../../components/SummaryFigure';
import type { AccountLoan } from '../../../api/account/endpoints';
import { useT, type MessageKey } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { formatShortDate } from '../../lib/format/dates';
import { formatPercent } from '../../lib/format/percent';

/** The schedule has a file of its own; the summary pages take it from here with the loan's figures. */
export { PaymentSchedule } from './PaymentSchedule';

/** `account.loan.status.pastDue` for PAST_DUE: catalogue keys are camelCase. */
const statusKey = (status: string) =>
  `account.loan.status.${status.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}` as MessageKey;

/** What is due and when, with the page's primary action beside it (below it on a phone). */
const Lead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  > dl {
    flex: 1 1 26rem;
    margin: 0;
  }
`;

/**
 * The loan's figures, led by the one a borrower looks for: what is due and by when (past due in the alert tone, the
 * label and the days saying so in words), with `action` (the way to pay) beside it; the rest follow, smaller.
 */
export function LoanFigures({ loan, action }: { loan: AccountLoan; action?: ReactNode }) {
  const { t, lang } = useT();
  const pastDue = loan.daysUntilDue < 0 || loan.pastDueAmount > 0;
  const days = Math.abs(loan.daysUntilDue);
  const when =
    loan.daysUntilDue < 0 ? t('account.loan.daysPastDue', { days }) : t('account.loan.daysUntilDue', { days });
  const rest: [string, string][] = [
    [t('account.loan.status'), t(statusKey(loan.status))],
    [t('account.loan.amount'), formatCents(loan.loanAmount)],
    [t('account.loan.financeCharge'), formatCents(loan.financeCharge)],
    [t('account.loan.balance'), formatCents(loan.payoffAmount)],
    ...(pastDue ? [[t('account.loan.amountDue'), formatCents(loan.amountDue)] as [string, string]] : []),
    [t('account.loan.apr'), formatPercent(loan.apr)],
  ];
  return (
    <section aria-labelledby={`loan-${loan.loanNumber}`}>
      <h2 id={`loan-${loan.loanNumber}`}>{t('account.loan.heading', { number: loan.loanNumber })}</h2>
      <Lead>
        <SummaryFigures $lead data-testid="loan-due">
          <SummaryFigure
            label={t(pastDue ? 'account.loan.pastDue' : 'account.loan.amountDue')}
            value={formatCents(pastDue ? loan.pastDueAmount || loan.amountDue : loan.amountDue)}
            tone={pastDue ? 'alert' : 'emphasised'}
            note={<span data-testid="days-until-due">{when}</span>}
          />
          <SummaryFigure
            label={t('account.loan.dueDate')}
            value={formatShortDate(loan.dueDate, lang)}
            tone={pastDue ? 'alert' : 'emphasised'}
          />
        </SummaryFigures>
        {action}
      </Lead>
      <SummaryFigures>
        {rest.map(([label, value]) => (
          <SummaryFigure key={label} label={label} value={value} />
        ))}
      </SummaryFigures>
      {loan.convertedFromLoanNumber && (
        <p>{t('account.loan.convertedFrom', { number: loan.convertedFromLoanNumber })}</p>
      )}
    </section>
  );
}
