// A labelled Formik field whose error is tied to the input (aria-describedby) and shown once the field is touched.
import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Input = styled.input`
  font: inherit;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.9rem;
`;

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
}

export function TextField({ name, label, id, ...input }: Props) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Wrapper>
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        {...field}
        {...input}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && <ErrorText id={errorId}>{meta.error}</ErrorText>}
    </Wrapper>
  );
}
