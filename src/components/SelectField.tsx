// A labelled Formik select whose error is tied to it (aria-describedby), like TextField.
import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Select = styled.select`
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

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
}

export function SelectField({ name, label, id, options, ...select }: Props) {
  const [field, meta] = useField<string>(name);
  const selectId = id ?? `field-${name}`;
  const errorId = `${selectId}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Wrapper>
      <label htmlFor={selectId}>{label}</label>
      <Select
        id={selectId}
        {...field}
        {...select}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      >
        <option value="">Choose...</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
      {showError && <ErrorText id={errorId}>{meta.error}</ErrorText>}
    </Wrapper>
  );
}
