// Code entry of spec 001 "Email code verification", shared by multi-factor, enrollment's e-mail step and its text
// message step: required, at most 10 characters, digits only (pasting "123 456" works). A refused code clears the
// form and the failure is announced; a new code can be asked for after a wait.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { track } from '../../lib/analytics';
import { digitsOnly, verificationCodeSchema } from '../mfa/schemas';

export const VERIFICATION_FAILED =
  'Verification failed. Please make sure the code was entered correctly and try again.';
export const CODE_RESENT = 'A new code has been resent. It may take up to 2 minutes to receive the new code.';
export const RESEND_WAIT_MS = 30_000;

interface Values {
  code: string;
  rememberDevice: boolean;
}

function useResendAvailable(sentAt: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = sentAt + RESEND_WAIT_MS - Date.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [sentAt]);
  return now >= sentAt + RESEND_WAIT_MS;
}

interface Props {
  /** The page view this use of the shared code page fires (spec 001: one per use). */
  pageView: string;
  /** The code was refused (PENDING / wrong): clear the form and explain. */
  rejected: boolean;
  verifying: boolean;
  /** When the current code was sent (ms since epoch). */
  sentAt: number;
  resent: boolean;
  /** Offer "Remember this device" (multi-factor only). */
  offerRememberDevice?: boolean;
  onSubmit(code: string, rememberDevice: boolean): void;
  onResend(): void;
}

export function CodeEntryForm(props: Props) {
  const { pageView, rejected, verifying, sentAt, resent, offerRememberDevice, onSubmit, onResend } = props;
  useEffect(() => track('page-view', { page: pageView }), [pageView]);
  const canResend = useResendAvailable(sentAt);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<FormikHelpers<Values> | null>(null);
  useEffect(() => {
    if (!rejected) return;
    formRef.current?.resetForm({ values: { code: '', rememberDevice: false } });
    alertRef.current?.focus();
  }, [rejected]);
  return (
    <>
      {rejected && (
        <div role="alert" tabIndex={-1} ref={alertRef}>
          {VERIFICATION_FAILED}
        </div>
      )}
      {resent && <StatusMessage>{CODE_RESENT}</StatusMessage>}
      <Formik<Values>
        initialValues={{ code: '', rememberDevice: false }}
        validationSchema={verificationCodeSchema}
        validateOnMount
        onSubmit={(values, helpers) => {
          formRef.current = helpers;
          onSubmit(digitsOnly(values.code), values.rememberDevice);
        }}
      >
        {({ isValid, setFieldValue, values }) => (
          <Form noValidate aria-label="Code entry">
            <TextField
              name="code"
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(e) => void setFieldValue('code', digitsOnly(e.currentTarget.value))}
              value={values.code}
            />
            {offerRememberDevice && (
              <p>
                <label>
                  <input
                    type="checkbox"
                    checked={values.rememberDevice}
                    onChange={(e) => void setFieldValue('rememberDevice', e.currentTarget.checked)}
                  />{' '}
                  Remember this device
                </label>
              </p>
            )}
            <Button type="submit" disabled={!isValid || verifying}>
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        Didn't get it?{' '}
        {canResend ? (
          <Button type="button" $variant="secondary" onClick={onResend}>
            Resend code
          </Button>
        ) : (
          <span>You can ask for a new code in 30 seconds.</span>
        )}
      </p>
    </>
  );
}
