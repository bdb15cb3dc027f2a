// The conversion amount: a slider from minimum to maximum in steps of interval and, for anyone who cannot drag, a typed
// amount (WCAG 2.5.7) that moves the slider once it is one the slider offers; otherwise it says what to choose.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { controlStyle, FieldError, FieldWrapper } from '../../components/fieldParts';
import { useT } from '../../lib/i18n';
import { amountProblem } from '../../lib/lending/conversion';
import { formatCents } from '../../lib/money';
import type { AmountValues } from './ConvertScreen';

/** Whole dollars are written without cents. */
const WHOLE = 'auto' as const;

const Typed = styled.input`
  ${controlStyle}
  max-width: 12rem;
`;

const Range = styled.input`
  width: 100%;
`;

interface Limits {
  minimum: number;
  maximum: number;
  interval: number;
}

const MESSAGES = {
  notWhole: 'conversion.validation.notWhole',
  belowMinimum: 'conversion.validation.belowMinimum',
  aboveMaximum: 'conversion.validation.aboveMaximum',
  offInterval: 'conversion.validation.offInterval',
} as const;

export function AmountInputs({ limits }: { limits: Limits }) {
  const { t } = useT();
  const { values, setValues } = useFormikContext<AmountValues>();
  const money = {
    minimum: formatCents(limits.minimum, WHOLE),
    maximum: formatCents(limits.maximum, WHOLE),
    interval: formatCents(limits.interval, WHOLE),
  };
  const typedCents = values.typed.trim() === '' ? NaN : Math.round(Number(values.typed.replace(/[$,\s]/g, '')) * 100);
  const problem = Number.isNaN(typedCents) ? 'notWhole' : amountProblem(typedCents, limits);
  return (
    <>
      <FieldWrapper>
        <label htmlFor="conversion-amount">{t('conversion.convert.amount')}</label>
        <Range
          id="conversion-amount"
          type="range"
          min={limits.minimum}
          max={limits.maximum}
          step={limits.interval}
          value={values.amountCents}
          aria-valuetext={formatCents(values.amountCents, WHOLE)}
          aria-describedby="conversion-amount-hint"
          onChange={(e) => {
            const cents = Number(e.target.value);
            void setValues({ amountCents: cents, typed: (cents / 100).toFixed(0) });
          }}
        />
        <output htmlFor="conversion-amount" data-testid="conversion-amount-value">
          {formatCents(values.amountCents, WHOLE)}
        </output>
        <span id="conversion-amount-hint">{t('conversion.convert.amountHint', money)}</span>
      </FieldWrapper>
      <FieldWrapper>
        <label htmlFor="conversion-amount-typed">{t('conversion.convert.amountTyped')}</label>
        <Typed
          id="conversion-amount-typed"
          inputMode="decimal"
          value={values.typed}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'conversion-amount-typed-error' : 'conversion-amount-hint'}
          onChange={(e) => {
            const typed = e.target.value;
            const cents = Math.round(Number(typed.replace(/[$,\s]/g, '')) * 100);
            const ok = typed.trim() !== '' && !Number.isNaN(cents) && amountProblem(cents, limits) === null;
            void setValues({ typed, amountCents: ok ? cents : values.amountCents });
          }}
        />
        {problem && <FieldError id="conversion-amount-typed-error">{t(MESSAGES[problem], money)}</FieldError>}
      </FieldWrapper>
    </>
  );
}
