// A labelled Formik field whose error is tied to the input (aria-describedby) and shown once the field is touched.
import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { controlStyle, FieldError, FieldWrapper } from './fieldParts';

const Input = styled.input`
  ${controlStyle}
`;

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
}

export function TextField({ name, label, id, ...input }: Props) {
  const [field, meta] = useField<string>(name);
  const { tr } = useT();
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        {...field}
        {...input}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}
