// The Fed box (12 CFR 1026.18, model form H-2): the Annual Percentage Rate, Finance
// Charge, Amount Financed and Total of Payments with their descriptions, then the payment schedule, grouped and set
// apart from everything else on the page, APR and Finance Charge more conspicuous than the rest (1026.17(a)(2)).
// It only shows figures computed elsewhere (src/lib/application/loanOffer.ts over src/lib/lending), so the amount,
// review and e-sign screens disclose the same numbers. Changes are announced politely as the amount or term moves.
import styled from 'styled-components';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import type { DisclosedFigures } from '../../lib/lending';
import { PaymentScheduleTable } from './PaymentScheduleTable';
import { formatPercent } from '../../lib/format/percent';

const Box = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: 0;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

const Figure = styled.div<{ $prominent: boolean }>`
  border: ${({ $prominent }) => ($prominent ? '3px' : '1px')} solid ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.spacing.sm};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ $prominent, theme }) => ($prominent ? theme.fontSizes.md : theme.fontSizes.sm)};
  }
  dd {
    margin: 0;
  }
  .help {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .value {
    display: block;
    font-size: ${({ $prominent, theme }) => ($prominent ? theme.fontSizes.xl : theme.fontSizes.lg)};
    font-weight: ${({ $prominent, theme }) => ($prominent ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  }
`;

interface Props {
  figures: DisclosedFigures;
  /** The creditor's name (the lender behind the brand). */
  creditor?: string | undefined;
  /** The heading level the box's title takes on its page. */
  headingLevel?: 2 | 3;
}

export function FedBox({ figures, creditor, headingLevel = 2 }: Props) {
  const { t } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = [
    {
      key: 'apr',
      prominent: true,
      label: t('application.finalSteps.fedBox.apr'),
      help: t('application.finalSteps.fedBox.aprHelp'),
      value: formatPercent(figures.aprPercent),
    },
    {
      key: 'financeCharge',
      prominent: true,
      label: t('application.finalSteps.fedBox.financeCharge'),
      help: t('application.finalSteps.fedBox.financeChargeHelp'),
      value: formatCents(figures.financeChargeCents),
    },
    {
      key: 'amountFinanced',
      prominent: false,
      label: t('application.finalSteps.fedBox.amountFinanced'),
      help: t('application.finalSteps.fedBox.amountFinancedHelp'),
      value: formatCents(figures.amountFinancedCents),
    },
    {
      key: 'totalOfPayments',
      prominent: false,
      label: t('application.finalSteps.fedBox.totalOfPayments'),
      help: t('application.finalSteps.fedBox.totalOfPaymentsHelp'),
      value: formatCents(figures.totalOfPaymentsCents),
    },
  ];
  return (
    <Box aria-labelledby="fed-box-title" data-testid="fed-box">
      <Heading id="fed-box-title">{t('application.finalSteps.fedBox.title')}</Heading>
      {creditor && <p>{t('application.finalSteps.fedBox.creditor', { name: creditor })}</p>}
      <Figures aria-live="polite">
        {items.map((item) => (
          <Figure key={item.key} $prominent={item.prominent} data-testid={`fed-box-${item.key}`}>
            <dt>{item.label}</dt>
            <dd>
              <span className="help">{item.help}</span>
              <span className="value">{item.value}</span>
            </dd>
          </Figure>
        ))}
      </Figures>
      <PaymentScheduleTable figures={figures} />
      <p>{t('application.finalSteps.fedBox.contract')}</p>
    </Box>
  );
}
