// A loan as the account pages show it: amount, finance charge, balance, amount due, due date with the days until it
// (counted from the server's today), and the payment schedule. Money is cents, shown with
// formatCents.
import styled from 'styled-components';
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

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  div {
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.spacing.sm};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export function LoanFigures({ loan }: { loan: AccountLoan }) {
  const { t, lang } = useT();
  const pastDue = loan.daysUntilDue < 0;
  const days = Math.abs(loan.daysUntilDue);
  const figures: [string, string][] = [
    [t('account.loan.status'), t(statusKey(loan.status))],
    [t('account.loan.amount'), formatCents(loan.loanAmount)],
    [t('account.loan.financeCharge'), formatCents(loan.financeCharge)],
    [t('account.loan.balance'), formatCents(loan.payoffAmount)],
    [t('account.loan.amountDue'), formatCents(loan.amountDue)],
    ...(loan.pastDueAmount > 0
      ? [[t('account.loan.pastDue'), formatCents(loan.pastDueAmount)] as [string, string]]
      : []),
    [t('account.loan.dueDate'), formatShortDate(loan.dueDate, lang)],
    [t('account.loan.apr'), formatPercent(loan.apr)],
  ];
  return (
    <section aria-labelledby={`loan-${loan.loanNumber}`}>
      <h2 id={`loan-${loan.loanNumber}`}>{t('account.loan.heading', { number: loan.loanNumber })}</h2>
      <p>
        <strong data-testid="days-until-due">
          {pastDue ? t('account.loan.daysPastDue', { days }) : t('account.loan.daysUntilDue', { days })}
        </strong>
      </p>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      {loan.convertedFromLoanNumber && (
        <p>{t('account.loan.convertedFrom', { number: loan.convertedFromLoanNumber })}</p>
      )}
    </section>
  );
}
