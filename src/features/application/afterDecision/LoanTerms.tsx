// The loan's terms as the customer signs them, from getInitialLoanDetails (cents, Appendix J figures computed by the
// amount step's own functions on the server): the shared Fed box (12 CFR 1026.18), so e-sign shows what the amount
// step showed, and what the box does not say: the loan number once there is one, the schedule in a sentence with the
// first due date in words, and the loan a conversion or refinance pays off.
import type { LoanDetails } from '../../../../api/application/afterDecision/endpoints';
import { Card } from '../../../components/Card';
import { FedBox } from '../../../components/lending/FedBox';
import { useT } from '../../../lib/i18n';
import { figuresOfLoanDetails, type DisclosedFigures } from '../../../lib/lending';
import { formatCents } from '../../../lib/money';
import { formatBusinessDate } from '../../../lib/format/dates';

/** The Fed box figures of the loan details; null without an APR (nothing to disclose). */
export function disclosedFiguresOf(details: LoanDetails): DisclosedFigures | null {
  return details.apr == null ? null : figuresOfLoanDetails(details);
}

export function LoanTerms({ details }: { details: LoanDetails }) {
  const { t, lang } = useT();
  const figures = disclosedFiguresOf(details);
  return (
    <Card aria-labelledby="loan-terms-heading">
      <h2 id="loan-terms-heading">{t('application.afterDecision.summary.heading')}</h2>
      {details.loanNumber && <p>{t('application.afterDecision.summary.loanNumber', { number: details.loanNumber })}</p>}
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
      {figures && <FedBox figures={figures} headingLevel={3} />}
    </Card>
  );
}
