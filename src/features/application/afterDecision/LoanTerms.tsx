// The loan's terms as the customer signs them, from getInitialLoanDetails (cents, Appendix J figures): the four Fed
// box figures (12 CFR 1026.18, APR and finance charge first and most prominent) and the payment schedule in a line.
// SEAM (finalSteps room): once src/components/lending/FedBox.tsx is on main, render it here with these figures.
import styled from 'styled-components';
import type { LoanDetails } from '../../../../api/application/afterDecision/endpoints';
import { Card } from '../../../components/Card';
import { useT } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { formatBusinessDate } from './format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
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
  }
  .figure {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  .prominent .figure {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .help {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function LoanTerms({ details }: { details: LoanDetails }) {
  const { t, lang } = useT();
  const figures = [
    {
      key: 'apr',
      label: t('application.afterDecision.summary.apr'),
      help: t('application.afterDecision.summary.aprHelp'),
      value: details.apr == null ? '' : `${details.apr.toFixed(2)}%`,
      prominent: true,
    },
    {
      key: 'financeCharge',
      label: t('application.afterDecision.summary.financeCharge'),
      help: t('application.afterDecision.summary.financeChargeHelp'),
      value: formatCents(details.financeCharge),
      prominent: true,
    },
    {
      key: 'amountFinanced',
      label: t('application.afterDecision.summary.amountFinanced'),
      help: t('application.afterDecision.summary.amountFinancedHelp'),
      value: formatCents(details.loanAmount),
      prominent: false,
    },
    {
      key: 'totalOfPayments',
      label: t('application.afterDecision.summary.totalOfPayments'),
      help: t('application.afterDecision.summary.totalOfPaymentsHelp'),
      value: formatCents(details.totalOfPayments),
      prominent: false,
    },
  ];
  return (
    <Card aria-labelledby="loan-terms-heading">
      <h2 id="loan-terms-heading">{t('application.afterDecision.summary.heading')}</h2>
      {details.loanNumber && <p>{t('application.afterDecision.summary.loanNumber', { number: details.loanNumber })}</p>}
      <Figures>
        {figures.map((f) => (
          <div key={f.key} className={f.prominent ? 'prominent' : undefined}>
            <dt>{f.label}</dt>
            <dd className="figure">{f.value}</dd>
            <dd className="help">{f.help}</dd>
          </div>
        ))}
      </Figures>
      <p>
        {t('application.afterDecision.summary.schedule', {
          count: details.numberOfPayments,
          payment: formatCents(details.paymentAmount),
          date: formatBusinessDate(details.paymentDueDate, lang),
        })}
      </p>
      {details.convertedLoanNumber && details.convertedPayoff != null && (
        <p>
          {t('application.afterDecision.summary.converted', {
            number: details.convertedLoanNumber,
            payoff: formatCents(details.convertedPayoff),
          })}
        </p>
      )}
    </Card>
  );
}
