// What every application form shares: Yup tests built on the shared rules (src/lib/application), the generic alert
// over a form that cannot go on (focused, announced), the server's refusals put next to their fields without losing
// anything typed, and the radio controls the design system does not have yet.
import { getIn, useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RuleResult } from '../../lib/application/fieldErrors';
import { Button } from '../../components/Button';
import { useT } from '../../lib/i18n';
import { Alert } from '../../components/Alert';
import { ChoiceLabel as Choice } from '../../components/CheckboxField';
import { FieldError, FieldWrapper } from '../../components/fieldParts';
import type { ApplicationState } from '../../../store/application';
import { useAppSelector } from '../../../store/hooks';

/** A Yup test from a shared rule: the rule's catalogue key is the message. */
export function ruleTest<T>(name: string, rule: (value: T, parent: Record<string, unknown>) => RuleResult) {
  return {
    name,
    test(this: { parent: Record<string, unknown>; createError: (o: { message: string }) => unknown }, value: T) {
      const key = rule(value, this.parent);
      return key ? (this.createError({ message: key }) as boolean) : true;
    },
  };
}

/**
 * The one alert after a submit the form or the server refused, focused so the person
 * hears it; the server's own words when it refused without naming fields.
 */
export function FormAlert() {
  const { t, tr } = useT();
  const { submitCount, isValid } = useFormikContext();
  const flow = useAppSelector((s) => s.application);
  const invalidAfterSubmit = submitCount > 0 && !isValid;
  const message = flow.message ? tr(flow.message) : invalidAfterSubmit ? t('application.genericAlert') : '';
  if (!message) return null;
  return <Alert focusKey={`${submitCount}-${flow.refusals}`}>{message}</Alert>;
}

/**
 * Puts each field the server refused next to its field (the values stay as typed), and keeps the message there until
 * that field changes: the form's own checks, which know nothing of the server's, would otherwise clear it. `rename`
 * maps a server path to the form's name where they differ (the income form holds the source the type comes from).
 */
export function ServerFieldErrors({ rename = NO_RENAMES }: { rename?: Record<string, string> }) {
  const { values, errors, setFieldError, setFieldTouched } = useFormikContext();
  const { fieldErrors, refusals } = useAppSelector((s) => s.application) as ApplicationState;
  const [refused, setRefused] = useState<{ name: string; key: string; value: unknown }[]>([]);
  const applied = useRef(0);
  useEffect(() => {
    if (refusals === applied.current) return;
    applied.current = refusals;
    setRefused(
      fieldErrors.map(({ field, key }) => {
        const name = rename[field] ?? field;
        void setFieldTouched(name, true, false);
        return { name, key, value: getIn(values, name) as unknown };
      }),
    );
  }, [fieldErrors, refusals, rename, setFieldTouched, values]);
  useEffect(() => {
    for (const { name, key, value } of refused) {
      if (getIn(values, name) === value && getIn(errors, name) !== key) setFieldError(name, key);
    }
  }, [refused, values, errors, setFieldError]);
  return null;
}

const NO_RENAMES: Record<string, string> = {};

/** The checkbox is the design system's (shared with the sign-up consents); a radio option is laid out as it is. */
export { CheckboxField } from '../../components/CheckboxField';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
  }
`;

/** A group of radio buttons named by its legend, its error tied to the group. */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; details?: ReactNode }[];
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
          <RadioOption key={option.value} name={name} {...option} />
        ))}
      </Fieldset>
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

function RadioOption({
  name,
  value,
  label,
  details,
}: {
  name: string;
  value: string;
  label: string;
  details?: ReactNode;
}) {
  const [field] = useField<string>({ name, type: 'radio', value });
  return (
    <Choice>
      <input type="radio" {...field} value={value} />
      <span>
        <strong>{label}</strong>
        {details}
      </span>
    </Choice>
  );
}

/** Catalogue options for a SelectField: [value, label] pairs. */
export const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => [value, label(value)] as const);

/** Every step's submit: "Save and continue", "Saving…" while the save is under way. */
export function SaveButton({ busy }: { busy: boolean }) {
  const { t } = useT();
  return (
    <Button type="submit" disabled={busy}>
      {busy ? t('application.saving') : t('application.saveAndContinue')}
    </Button>
  );
}
