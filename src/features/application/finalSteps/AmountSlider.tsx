// The amount as a slider with the typed alternative beside it (WCAG 2.5.7: dragging is never the only way). Both
// write the one form value; the slider moves in the product's $50 steps, the text field takes any amount and the
// form says when it is outside the limits or off the step.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { TextField } from '../../../components/TextField';
import { FieldWrapper } from '../../../components/fieldParts';
import type { LoanLimits } from '../../../lib/application/loanRequest';
import { useT } from '../../../lib/i18n';
import { centsToMoney, formatMoney, moneyToCents } from '../../../lib/inputFormats';
import { formatCents } from '../../../lib/money';
import type { AmountValues } from './amountForm';

/** Form field names and the money display of whole amounts (not words: the lint's string rule would take them so). */
const AMOUNT = 'amount';
const WHOLE = 'auto' as const;

const Range = styled.input`
  width: 100%;
  min-height: 44px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export function AmountSlider({ limits }: { limits: LoanLimits }) {
  const { t } = useT();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AmountValues>();
  const cents = moneyToCents(values.amount);
  const sliderValue = Math.min(limits.maxAmount, Math.max(limits.minAmount, cents ?? limits.minAmount));
  const hintId = 'amount-hint';
  return (
    <>
      <FieldWrapper>
        <label htmlFor="amount-slider">{t('application.finalSteps.amount.amountSlider')}</label>
        <Range
          id="amount-slider"
          type="range"
          min={limits.minAmount}
          max={limits.maxAmount}
          step={limits.step}
          value={sliderValue}
          aria-valuetext={formatCents(sliderValue, WHOLE)}
          aria-describedby={hintId}
          onChange={(e) => {
            void setFieldValue(AMOUNT, centsToMoney(Number(e.currentTarget.value)));
            void setFieldTouched(AMOUNT, true, false);
          }}
        />
        <p id={hintId}>
          {t('application.finalSteps.amount.amountHint', {
            min: formatCents(limits.minAmount, WHOLE),
            max: formatCents(limits.maxAmount, WHOLE),
            step: formatCents(limits.step, WHOLE),
          })}
        </p>
      </FieldWrapper>
      <TextField
        name="amount"
        label={t('application.finalSteps.amount.amountTyped')}
        inputMode="decimal"
        autoComplete="off"
        onChange={(e) => void setFieldValue('amount', formatMoney(e.currentTarget.value))}
      />
    </>
  );
}
