// A labelled Formik field that formats as the person types or pastes (date, SSN, phone, ZIP, money; the rules are in
// src/lib/inputFormats.ts), keeps the caret where they were typing, and ties its error to the input like TextField.
// Money is stored in the form as integer cents; the other kinds as their formatted text.
import { useField } from 'formik';
import { useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useT } from '../lib/i18n';
import { applyEdit, INPUT_FORMATS, type InputFormat, type InputFormatKind } from '../lib/inputFormats';
import { controlStyle, FieldError, FieldWrapper } from './fieldParts';

const Input = styled.input`
  ${controlStyle}
`;

/**
 * The keypad and autofill hints each kind brings; a screen can still override them. No maxLength: the formatter
 * limits the length, and a browser would cut a longer pasted form (+1 614 555 0101, 43215-1234) before it is read.
 */
const INPUT_HINTS: Record<InputFormatKind, InputHTMLAttributes<HTMLInputElement>> = {
  date: { inputMode: 'numeric', autoComplete: 'bday' },
  ssn: { inputMode: 'numeric', autoComplete: 'off' },
  ssnLast4: { inputMode: 'numeric', autoComplete: 'off' },
  phone: { inputMode: 'tel', type: 'tel', autoComplete: 'tel-national' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code' },
  routingNumber: { inputMode: 'numeric', autoComplete: 'off' },
  bankAccountNumber: { inputMode: 'numeric', autoComplete: 'off' },
  money: { inputMode: 'decimal' },
};

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> {
  name: string;
  label: string;
  kind: InputFormatKind;
}

export function MaskedField({ name, label, kind, id, onBlur, ...input }: Props) {
  const format = INPUT_FORMATS[kind] as InputFormat<unknown>;
  const [field, meta, helpers] = useField<unknown>(name);
  const { tr } = useT();
  const [shown, setShown] = useState(() => ({ text: format.fromValue(field.value), value: field.value }));
  let display = shown.text;
  if (shown.value !== field.value) {
    // A value set from outside (a reset, retained answers) replaces what is shown (React's "adjust state on a prop
    // change" pattern: no effect, no extra paint).
    display = format.toValue(shown.text) === field.value ? shown.text : format.fromValue(field.value);
    setShown({ text: display, value: field.value });
  }
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && Boolean(meta.error);

  const show = (el: HTMLInputElement, next: string, caret: number) => {
    // Written to the element at once, so React finds it unchanged and the caret is not thrown to the end.
    el.value = next;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(caret, caret);
    const value = format.toValue(next);
    setShown({ text: next, value });
    void helpers.setValue(value);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const edit = applyEdit(format, display, el.value, el.selectionStart ?? el.value.length, inputType);
    show(el, edit.display, edit.caret);
  };

  const onFieldBlur = (event: FocusEvent<HTMLInputElement>) => {
    const finished = format.finish?.(display);
    if (finished !== undefined && finished !== display) {
      show(event.currentTarget, finished, finished.length);
      // Formik's own blur would validate the text as it was before finishing (its render's values) and could
      // answer last; the new value is already being validated, so only mark the field touched.
      void helpers.setTouched(true, false);
    } else {
      field.onBlur(event);
    }
    onBlur?.(event);
  };

  return (
    <FieldWrapper>
      <label htmlFor={inputId}>{label}</label>
      <Input
        id={inputId}
        name={name}
        {...INPUT_HINTS[kind]}
        {...input}
        value={display}
        onChange={onChange}
        onBlur={onFieldBlur}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}
