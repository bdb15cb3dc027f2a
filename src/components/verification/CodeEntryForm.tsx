// Code entry of spec 001 "Email code verification": required, at most 10 characters, digits only (pasting "123 456"
// works). A refused code clears the form and the failure is announced; a new code can be asked for after a wait.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../Button';
import { StatusMessage } from '../StatusMessage';
import { TextField } from '../TextField';
import { digitsOnly, verificationCodeSchema } from './codeRules';

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
  /** The code was refused (PENDING / wrong): clear the form and explain. */
  rejected: boolean;
  verifying: boolean;
  /** When the current code was sent (ms since epoch). */
  sentAt: number;
  resent: boolean;
  /** Offer "Remember this device" (the last code of a multi-factor check). */
  offerRememberDevice: boolean;
  onSubmit(code: string, rememberDevice: boolean): void;
  onResend(): void;
}

export function CodeEntryForm(props: Props) {
  const { rejected, verifying, sentAt, resent, offerRememberDevice, onSubmit, onResend } = props;
  const { t } = useT();
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
          {t('verification.failed')}
        </div>
      )}
      {resent && <StatusMessage>{t('verification.resent')}</StatusMessage>}
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
          <Form noValidate aria-label={t('verification.formLabel')}>
            <TextField
              name="code"
              label={t('verification.codeLabel')}
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
                  {t('verification.rememberDevice')}
                </label>
              </p>
            )}
            <Button type="submit" disabled={!isValid || verifying}>
              {verifying ? t('verification.verifying') : t('verification.verify')}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        {t('verification.didNotGetIt')}{' '}
        {canResend ? (
          <Button type="button" $variant="secondary" onClick={onResend}>
            {t('verification.resend')}
          </Button>
        ) : (
          <span>{t('verification.resendWait')}</span>
        )}
      </p>
    </>
  );
}
