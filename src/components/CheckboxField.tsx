// A labelled Formik checkbox. Its label may carry links (a consent naming the documents it agrees to). With
// `showsError`, an error (a consent that must be given) is shown under it once the box was touched and tied to the box
// (aria-describedby); without, a form that words the error elsewhere says it there.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { FieldError } from './fieldParts';

/** A box (or radio) beside its words, the control kept to the first line. */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

const Error = styled(FieldError)`
  margin: -${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.sm};
`;

export function CheckboxField({
  name,
  label,
  showsError = false,
}: {
  name: string;
  label: ReactNode;
  showsError?: boolean;
}) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const { tr } = useT();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = showsError && meta.touched && Boolean(meta.error);
  return (
    <>
      <ChoiceLabel>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={Boolean(field.checked ?? field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <span>{label}</span>
      </ChoiceLabel>
      {showError && <Error id={errorId}>{tr(meta.error ?? '')}</Error>}
    </>
  );
}
