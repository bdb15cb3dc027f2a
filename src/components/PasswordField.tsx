// A labelled Formik password field with a "Show password" toggle (aria-pressed, a fixed label) and, for a new password, the rules
// shown before anything is typed. The rules and any error are tied to the input (aria-describedby); when the error
// is the rule itself it is not repeated: the rule is marked as the error instead.
import { useField } from 'formik';
import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { PASSWORD_RULE_MESSAGE } from '../lib/validation/rules';
import { controlStyle, FieldError, FieldWrapper } from './fieldParts';

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Input = styled.input`
  ${controlStyle}
  flex: 1;
  min-width: 0;
`;

const Toggle = styled.button`
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Rules = styled.p<{ $broken: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $broken }) => ($broken ? theme.colors.error : theme.colors.mutedText)};
  font-weight: ${({ $broken }) => ($broken ? 600 : 'normal')};
`;

/** Shown as text, a password must not have its first letter capitalised by a phone keyboard. */
const NO_AUTO_CAPITALIZE = 'none';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  name: string;
  label: string;
  /** Show the password rules under the label from the start (new passwords). */
  showRules?: boolean;
}

export function PasswordField({ name, label, id, showRules = false, ...input }: Props) {
  const [field, meta] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const { t, tr } = useT();
  const inputId = id ?? `field-${name}`;
  const rulesId = `${inputId}-rules`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && Boolean(meta.error);
  const ruleBroken = showRules && showError && meta.error === PASSWORD_RULE_MESSAGE;
  const describedBy = [showRules && rulesId, showError && !ruleBroken && errorId].filter(Boolean).join(' ');
  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      {showRules && (
        <Rules id={rulesId} $broken={ruleBroken}>
          {t(PASSWORD_RULE_MESSAGE)}
        </Rules>
      )}
      <Row>
        <Input
          id={inputId}
          {...field}
          {...input}
          type={visible ? 'text' : 'password'}
          autoCapitalize={NO_AUTO_CAPITALIZE}
          spellCheck={false}
          aria-invalid={showError}
          aria-describedby={describedBy || undefined}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* One label for both states: aria-pressed says whether it is shown (a label that flips too would say it twice). */}
          {t('password.field.show')}
        </Toggle>
      </Row>
      {showError && !ruleBroken && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}
