// The payment form's parts, shared by paying now and paying on a later day: radio groups with their error, the
// authorization's quoted text and the box that accepts it.
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { FieldError, FieldWrapper } from '../../components/fieldParts';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/inputFormats';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 44px;
  }
`;

export const Authorization = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.divider};
`;

export function Radios({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const [, meta] = useField<string>(name);
  const { tr } = useT();
  const errorId = `field-${name}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <Fieldset aria-describedby={showError ? errorId : undefined}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <Radio key={option.value} name={name} {...option} />
        ))}
      </Fieldset>
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

function Radio({ name, value, label }: { name: string; value: string; label: string }) {
  const [field] = useField<string>({ name, type: 'radio', value });
  return (
    <label>
      <input type="radio" {...field} value={value} />
      {label}
    </label>
  );
}

export function AuthorizeBox() {
  const [field, meta] = useField<boolean>({ name: 'authorized', type: 'checkbox' });
  const { t, tr } = useT();
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <label>
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={showError}
          aria-describedby={showError ? 'field-authorized-error' : undefined}
        />{' '}
        {t('account.payment.authorize')}
      </label>
      {showError && <FieldError id="field-authorized-error">{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

/** An amount typed as dollars (written as money while typed), with the words that say what it may be below it. */
export function AmountField({ name, help }: { name: string; help: string }) {
  const { t } = useT();
  const { setFieldValue } = useFormikContext();
  return (
    <>
      <TextField
        name={name}
        label={t('account.payment.customAmount')}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={`${name}-help`}
        onChange={(e) => void setFieldValue(name, formatMoney(e.target.value))}
      />
      <p id={`${name}-help`}>{help}</p>
    </>
  );
}
