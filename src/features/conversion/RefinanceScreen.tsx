// /loan/conversion/refinance: three options (repayOriginal, repayAndReduce,
// repayAndBorrow), starting on option 1; changing the option clears the amount; an empty amount is 0.
// The breakdown is in cents (src/lib/lending/conversion.ts), the same the
// server prices. The option and amount stay in the address while chosen (./draft.ts), so a reload keeps them.
// Continue saves the choice (the saga); then ESign, with the new loan's Fed box, and Confirmation.
import { Form, Formik, useFormikContext } from 'formik';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRefinanceDetailsQuery, type RefinanceDetails } from '../../../api/conversion/endpoints';
import { conversionChoiceSubmitted, type RefinanceOptionId } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { controlStyle, FieldError, FieldWrapper } from '../../components/fieldParts';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
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
import { useCustomerCode } from './ConversionPage';
import { ConversionSteps } from './ConversionSteps';
import { DenialDialog } from './DenialDialog';
import { DRAFT_AMOUNT_PARAM, DRAFT_OPTION_PARAM, refinanceDraftOf, useKeepDraft } from './draft';
import { Figures } from './Figures';

const Input = styled.input`
  ${controlStyle}
  max-width: 12rem;
`;

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

/** The amount's own message is on screen; this only holds the submit back. */
const INVALID = 'conversion.validation.negative';

interface Values {
  optionId: RefinanceOptionId;
  amount: string;
}

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
        <FieldWrapper>
          <label htmlFor="refinance-amount">
            {t(
              key === 'repayAndReduce'
                ? 'conversion.refinance.amount.repayAndReduce'
                : 'conversion.refinance.amount.repayAndBorrow',
            )}
          </label>
          <Input
            id="refinance-amount"
            inputMode="decimal"
            value={values.amount}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'refinance-amount-error' : 'refinance-amount-hint'}
            onChange={(e) => void setValues({ ...values, amount: e.target.value })}
          />
          <span id="refinance-amount-hint">{t('conversion.refinance.amountHint', { maximum })}</span>
          {problem && (
            <FieldError id="refinance-amount-error">
              {t(
                problem === 'aboveLoan'
                  ? 'conversion.validation.aboveLoan'
                  : problem === 'aboveMaximum'
                    ? 'conversion.validation.aboveMaximum'
                    : 'conversion.validation.negative',
                { maximum, minimum },
              )}
            </FieldError>
          )}
        </FieldWrapper>
      )}
      <Breakdown b={b} details={details} />
    </>
  );
}

function Customize({ details }: { details: RefinanceDetails }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { customerCode } = useCustomerCode();
  const { status, message } = useAppSelector((s) => s.conversion);
  const [params] = useSearchParams();
  return (
    <Formik<Values>
      // Option 1 and no amount, unless the address keeps a choice being made (a reload).
      initialValues={refinanceDraftOf(params)}
      validate={(values) =>
        refinanceAmountProblem(values.optionId, refinanceAmountCents(values.amount), limitsOf(details))
          ? { amount: INVALID }
          : {}
      }
      onSubmit={(values) => {
        dispatch(
          conversionChoiceSubmitted({
            customerCode,
            offerId: details.offerId,
            type: 'REFINANCE',
            refinanceOptionId: values.optionId,
            amountCents: values.optionId === 1 ? 0 : refinanceAmountCents(values.amount),
          }),
        );
      }}
    >
      <Form noValidate aria-label={t('conversion.refinance.title')}>
        {message && <RefusalAlert message={message} />}
        <OptionsAndAmount details={details} />
        <Button type="submit" disabled={status === 'working'}>
          {t('common.continue')}
        </Button>
      </Form>
    </Formik>
  );
}

/** Customize: the offer of today, fetched while this step is shown (a stale or withdrawn one is the denial). */
function CustomizeStep() {
  const { t } = useT();
  const { customerCode, known } = useCustomerCode();
  const { data: details, isLoading } = useRefinanceDetailsQuery(
    { customerCode },
    { skip: !customerCode, refetchOnMountOrArgChange: true },
  );
  if (!known || isLoading) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  return details ? <Customize details={details} /> : <DenialDialog />;
}

export default function RefinanceScreen() {
  const { t } = useT();
  return <ConversionSteps type="REFINANCE" heading={t('conversion.refinance.title')} customize={<CustomizeStep />} />;
}
