// A labelled Formik select whose error is tied to it (aria-describedby), like TextField.
import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { controlStyle, FieldError, FieldWrapper } from './fieldParts';

const Select = styled.select`
  ${controlStyle}
`;

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
}

export function SelectField({ name, label, id, options, ...select }: Props) {
  const [field, meta] = useField<string>(name);
  const { t, tr } = useT();
  const selectId = id ?? `field-${name}`;
  const errorId = `${selectId}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <label htmlFor={selectId}>{label}</label>
      <Select
        id={selectId}
        {...field}
        {...select}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      >
        <option value="">{t('common.choose')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}
