// Code entry of the shared code-verification page: required, at most 10 characters, digits only (pasting "123 456"
// works). A refused code clears the form and the failure is announced; a new code can be asked for after a wait that
// counts down on screen (not read out every second: the number is aria-live off, and one polite announcement says
// when "Resend code" is there).
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { StatusMessage } from '../StatusMessage';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { digitsOnly, verificationCodeSchema } from './codeRules';

export const RESEND_WAIT_MS = 30_000;

interface Values {
  code: string;
}

/** Whole seconds until a new code may be asked for, ticking once a second; 0 when it may. */
export function useResendCountdown(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt + RESEND_WAIT_MS <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= sentAt + RESEND_WAIT_MS) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return Math.min(RESEND_WAIT_MS / 1000, Math.max(0, Math.ceil((sentAt + RESEND_WAIT_MS - now) / 1000)));
}

/** Read by screen readers, not shown: the polite announcement that a new code may be asked for. */
const Announcement = VisuallyHidden;

interface Props {
  /** The code was refused (PENDING / wrong): clear the form and explain. */
  rejected: boolean;
  verifying: boolean;
  /** When the current code was sent (ms since epoch). */
  sentAt: number;
  resent: boolean;
  onSubmit(code: string): void;
  /** Absent where nothing is sent (the authenticator app shows its own codes): no resend offer then. */
  onResend?: () => void;
}

export function CodeEntryForm(props: Props) {
  const { rejected, verifying, sentAt, resent, onSubmit, onResend } = props;
  const { t } = useT();
  const secondsLeft = useResendCountdown(sentAt);
  const canResend = secondsLeft === 0;
  // Announce the resend only when it became available while the page was open (not on a page opened after the wait).
  const [openedAfterWait] = useState(() => (Date.now() >= sentAt + RESEND_WAIT_MS ? sentAt : null));
  const waited = openedAfterWait !== sentAt;
  const formRef = useRef<FormikHelpers<Values> | null>(null);
  useEffect(() => {
    // The refused code goes ("the form clears").
    if (rejected) formRef.current?.resetForm({ values: { code: '' } });
  }, [rejected]);
  return (
    <>
      {rejected && (
        <Alert tone="error" focusKey={sentAt}>
          {t('verification.failed')}
        </Alert>
      )}
      {resent && <StatusMessage>{t('verification.resent')}</StatusMessage>}
      <Formik<Values>
        initialValues={{ code: '' }}
        validationSchema={verificationCodeSchema}
        validateOnMount
        onSubmit={(values, helpers) => {
          formRef.current = helpers;
          onSubmit(digitsOnly(values.code));
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
            <Button type="submit" disabled={!isValid || verifying}>
              {verifying ? t('verification.verifying') : t('verification.verify')}
            </Button>
          </Form>
        )}
      </Formik>
      {onResend && (
        <>
          <p>
            {t('verification.didNotGetIt')}{' '}
            {canResend ? (
              <Button type="button" $variant="secondary" onClick={onResend}>
                {t('verification.resend')}
              </Button>
            ) : (
              <span aria-live="off">{t('verification.resendWait', { seconds: secondsLeft })}</span>
            )}
          </p>
          <Announcement aria-live="polite">{canResend && waited ? t('verification.resendReady') : ''}</Announcement>
        </>
      )}
    </>
  );
}
