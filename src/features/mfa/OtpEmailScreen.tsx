// /mfa/otp-email (spec 001 "Email code verification"): enter the e-mailed code. A wrong code clears the form and
// explains; resend is offered after a wait; the customer may ask us to remember this device.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { mfaCodeSubmitted, mfaResendRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { digitsOnly, verificationCodeSchema } from './schemas';

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

export default function OtpEmailScreen() {
  const dispatch = useAppDispatch();
  const mfa = useAppSelector((s) => s.auth.mfa);
  const canResend = useResendAvailable(mfa.sentAt);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<FormikHelpers<Values> | null>(null);
  useEffect(() => {
    if (mfa.status !== 'rejected') return;
    // PENDING: the form clears and the failure message shows (and is read out).
    formRef.current?.resetForm({ values: { code: '', rememberDevice: false } });
    alertRef.current?.focus();
  }, [mfa.status]);
  return (
    <PageShell>
      <h1>Enter your verification code</h1>
      <p>We sent a 6-digit code to {mfa.maskedEmail || 'your email address'}. It expires in 10 minutes.</p>
      {mfa.status === 'rejected' && (
        <div role="alert" tabIndex={-1} ref={alertRef}>
          {VERIFICATION_FAILED}
        </div>
      )}
      {mfa.resent && <StatusMessage>{CODE_RESENT}</StatusMessage>}
      <Formik<Values>
        initialValues={{ code: '', rememberDevice: false }}
        validationSchema={verificationCodeSchema}
        validateOnMount
        onSubmit={(values, helpers) => {
          formRef.current = helpers;
          dispatch(mfaCodeSubmitted({ code: digitsOnly(values.code), rememberDevice: values.rememberDevice }));
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
            <Button type="submit" disabled={!isValid || mfa.status === 'verifying'}>
              {mfa.status === 'verifying' ? 'Verifying...' : 'Verify'}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        Didn't get it?{' '}
        {canResend ? (
          <Button type="button" $variant="secondary" onClick={() => dispatch(mfaResendRequested())}>
            Resend code
          </Button>
        ) : (
          <span>You can ask for a new code in 30 seconds.</span>
        )}
      </p>
    </PageShell>
  );
}
