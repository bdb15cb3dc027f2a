// /loan/conversion/refinance: three options (repayOriginal, repayAndReduce,
// repayAndBorrow), starting on option 1; changing the option clears the amount; an empty amount is 0.
// The breakdown is in cents (src/lib/lending/conversion.ts), the same the
// server prices. The option and amount stay in the address while chosen (./draft.ts), so a reload keeps them.
// Continue saves the choice (the saga) from the Customize step the convert page shares (./CustomizeStep.tsx); then
// ESign, with the new loan's Fed box, and Confirmation.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { useRefinanceDetailsQuery, type RefinanceDetails } from '../../../api/conversion/endpoints';
import { useT } from '../../lib/i18n';
import {
  refinanceAmountCents,
  refinanceAmountMaximum,
  refinanceAmountProblem,
  refinanceBreakdown,
  type RefinanceBreakdown,
  type RefinanceLimits,
} from '../../lib/lending/conversion';
import { formatCents } from '../../lib/money';
import { formatBusinessDate } from '../../lib/format/dates';
import { CustomizePage, type CustomizeFlow } from './CustomizeStep';
import { DRAFT_AMOUNT_PARAM, DRAFT_OPTION_PARAM, refinanceDraftOf, useKeepDraft, type RefinanceDraft } from './draft';
import { Figures } from './Figures';
import { TypedAmount } from './TypedAmount';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  label {
    display: block;
    margin: ${({ theme }) => theme.spacing.sm} 0;
  }
  .description {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-left: 1.6rem;
  }
`;

const OPTION_KEYS = {
  1: 'repayOriginal',
  2: 'repayAndReduce',
  3: 'repayAndBorrow',
} as const;

const AMOUNT_HINT_ID = 'refinance-amount-hint';

const AMOUNT_MESSAGES = {
  negative: 'conversion.validation.negative',
  aboveLoan: 'conversion.validation.aboveLoan',
  aboveMaximum: 'conversion.validation.aboveMaximum',
} as const;

/** The amount's own message is on screen; this only holds the submit back. */
const INVALID = 'conversion.validation.negative';

/** The refinance form holds what the address keeps while it is filled in: the option and the amount as typed. */
type Values = RefinanceDraft;

const limitsOf = (details: RefinanceDetails): RefinanceLimits => ({
  loanAmount: details.loanAmount,
  maxBorrow: details.maximumBorrow,
  minimumLoan: details.minimumLoan,
});

function Breakdown({ b, details }: { b: RefinanceBreakdown; details: RefinanceDetails }) {
  const { t, lang } = useT();
  const rows: [string, number][] = [
    [t('conversion.refinance.currentTotal'), b.currentTotal],
    ...(b.optionId === 2 ? ([[t('conversion.refinance.paidBack'), -b.paidBack]] as [string, number][]) : []),
    ...(b.optionId === 3 ? ([[t('conversion.refinance.borrowed'), b.borrowed]] as [string, number][]) : []),
    [t('conversion.refinance.refinanceTotal'), b.refinanceTotal],
    [t('conversion.refinance.fee'), b.fee],
    [t('conversion.refinance.dueToday'), b.dueToday],
    [t('conversion.refinance.cashBack'), b.cashBack],
    [t('conversion.refinance.newLoanAmount'), b.newLoanAmount],
    [t('conversion.refinance.newFinanceCharge'), b.newFinanceCharge],
    [t('conversion.refinance.newTotalDue', { date: formatBusinessDate(details.newDueDate, lang) }), b.newTotalDue],
  ];
  return (
    <section aria-labelledby="refinance-breakdown">
      <h2 id="refinance-breakdown">{t('conversion.refinance.breakdown')}</h2>
      <Figures aria-live="polite" data-testid="refinance-breakdown">
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}</dd>
          </div>
        ))}
      </Figures>
    </section>
  );
}

function OptionsAndAmount({ details }: { details: RefinanceDetails }) {
  const { t } = useT();
  const { values, setValues } = useFormikContext<Values>();
  // Option 1 without an amount is where the page starts anyway: only a choice moved from it goes in the address.
  useKeepDraft({
    [DRAFT_OPTION_PARAM]: values.optionId === 1 ? '' : String(values.optionId),
    [DRAFT_AMOUNT_PARAM]: values.amount,
  });
  const key = OPTION_KEYS[values.optionId];
  const entered = refinanceAmountCents(values.amount);
  const limits = limitsOf(details);
  const problem = refinanceAmountProblem(values.optionId, entered, limits);
  const maximum = formatCents(refinanceAmountMaximum(values.optionId, limits));
  const minimum = formatCents(details.minimumLoan);
  const b = refinanceBreakdown(
    { ...details, apr: details.apr ?? 0 },
    values.optionId,
    values.optionId === 1 ? 0 : entered,
  );
  return (
    <>
      <Options>
        <legend>{t('conversion.refinance.options')}</legend>
        {([1, 2, 3] as const).map((id) => (
          <label key={id}>
            <input
              type="radio"
              name="optionId"
              value={id}
              checked={values.optionId === id}
              // Changing the option clears the entered amount.
              onChange={() => void setValues({ optionId: id, amount: '' })}
            />{' '}
            {t(`conversion.refinance.option.${OPTION_KEYS[id]}`)}
            <span className="description">{t(`conversion.refinance.option.${OPTION_KEYS[id]}.description`)}</span>
          </label>
        ))}
      </Options>
      {values.optionId !== 1 && (
        <TypedAmount
          id="refinance-amount"
          label={t(
            key === 'repayAndReduce'
              ? 'conversion.refinance.amount.repayAndReduce'
              : 'conversion.refinance.amount.repayAndBorrow',
          )}
          value={values.amount}
          onChange={(amount) => void setValues({ ...values, amount })}
          hintId={AMOUNT_HINT_ID}
          hint={t('conversion.refinance.amountHint', { maximum })}
          error={problem && t(AMOUNT_MESSAGES[problem], { maximum, minimum })}
        />
      )}
      <Breakdown b={b} details={details} />
    </>
  );
}

const REFINANCE: CustomizeFlow<RefinanceDetails, Values> = {
  type: 'REFINANCE',
  title: 'conversion.refinance.title',
  useOffer: useRefinanceDetailsQuery,
  // Option 1 and no amount, unless the address keeps a choice being made (a reload).
  initialValues: (_details, params) => refinanceDraftOf(params),
  validate: (values, details) =>
    refinanceAmountProblem(values.optionId, refinanceAmountCents(values.amount), limitsOf(details))
      ? { amount: INVALID }
      : {},
  choice: (values) => ({
    refinanceOptionId: values.optionId,
    amountCents: values.optionId === 1 ? 0 : refinanceAmountCents(values.amount),
  }),
  Fields: OptionsAndAmount,
};

export default function RefinanceScreen() {
  return <CustomizePage flow={REFINANCE} />;
}
