// Inside a Formik form: when a submit is stopped by the form's own checks, focus moves to the first field marked
// invalid, so a keyboard or screen-reader user lands on what to fix (its message is tied to it) rather than on a
// button that did nothing.
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
