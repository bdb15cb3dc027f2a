// The conversion amount: a slider from minimum to maximum in steps of interval and, for anyone who cannot drag, a typed
// amount (WCAG 2.5.7) that moves the slider once it is one the slider offers; otherwise it says what to choose.
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { FieldWrapper } from '../../components/fieldParts';
import { useT } from '../../lib/i18n';
import { amountProblem } from '../../lib/lending/conversion';
import { formatCents } from '../../lib/money';
import { TypedAmount } from './TypedAmount';

/** The convert page's form: the amount in cents (the slider's) and the amount as typed. */
export interface AmountValues {
  amountCents: number;
  typed: string;
}

/** The slider's hint, which the typed amount shares. */
const HINT_ID = 'conversion-amount-hint';

/** Whole dollars are written without cents. */
const WHOLE = 'auto' as const;

/** A typed amount in cents; NaN when it is empty or not a number. */
const centsOfTyped = (typed: string) =>
  typed.trim() === '' ? NaN : Math.round(Number(typed.replace(/[$,\s]/g, '')) * 100);

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
  const typedCents = centsOfTyped(values.typed);
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
          aria-describedby={HINT_ID}
          onChange={(e) => {
            const cents = Number(e.target.value);
            void setValues({ amountCents: cents, typed: (cents / 100).toFixed(0) });
          }}
        />
        <output htmlFor="conversion-amount" data-testid="conversion-amount-value">
          {formatCents(values.amountCents, WHOLE)}
        </output>
        <span id={HINT_ID}>{t('conversion.convert.amountHint', money)}</span>
      </FieldWrapper>
      <TypedAmount
        id="conversion-amount-typed"
        label={t('conversion.convert.amountTyped')}
        value={values.typed}
        hintId={HINT_ID}
        error={problem && t(MESSAGES[problem], money)}
        onChange={(typed) => {
          const cents = centsOfTyped(typed);
          const ok = !Number.isNaN(cents) && amountProblem(cents, limits) === null;
          void setValues({ typed, amountCents: ok ? cents : values.amountCents });
        }}
      />
    </>
  );
}
