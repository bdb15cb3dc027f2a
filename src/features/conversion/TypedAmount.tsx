// A typed dollar amount on the convert and refinance pages: its label, the box and, while what is typed cannot be
// taken, what is wrong with it. The box points screen readers at that message, else at the amount's hint.
import type { ChangeEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldError, FieldWrapper } from '../../components/fieldParts';

const Box = styled.input`
  ${controlStyle}
  max-width: 12rem;
`;

export function TypedAmount({
  id,
  label,
  value,
  onChange,
  error,
  hintId,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (typed: string) => void;
  /** The message for what is typed, or null when it can be taken. */
  error: string | null;
  /** The hint the box is described by when there is no error. */
  hintId: string;
  /** The hint's text, when the field shows it itself (the convert page's slider shows the one both share). */
  hint?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <Box
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : hintId}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {hint !== undefined && <span id={hintId}>{hint}</span>}
      {error !== null && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
