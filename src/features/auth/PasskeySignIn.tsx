// "Sign in with a passkey" under the login form, where the browser can use passkeys at all (WebAuthn present). It
// takes the e-mail typed in the form (no password) and dispatches one event; the passkey sign-in saga does the rest
// and explains a failure on the form, which stays as typed. Without an e-mail it says so and moves to the field.
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { passkeySignInRequested } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { useT } from '../../lib/i18n';
import { quickLoginErrors } from '../../lib/validation/loginValidation';

/**
 * The room the passkey button takes, held before the form appears too (LoginScreen), so nothing below moves when the
 * form and the button arrive after the form's delay.
 */
export const PasskeyRoom = styled.div`
  min-height: calc(44px + 2 * ${({ theme }) => theme.spacing.md});
  padding: ${({ theme }) => theme.spacing.md} 0;
  p {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
  }
`;

/** Whether this browser speaks WebAuthn (the passkey itself may still be missing: the sign-in then explains). */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

export function PasskeySignIn({ origin }: { origin: string | undefined }) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((s) => s.auth.isAuthenticating);
  const { values } = useFormikContext<{ email: string; password: string }>();
  const { t } = useT();
  const [askEmail, setAskEmail] = useState(false);
  const messageId = useId();
  return (
    <PasskeyRoom>
      <Button
        type="button"
        $variant="secondary"
        disabled={submitting}
        aria-describedby={askEmail ? messageId : undefined}
        onClick={() => {
          const email = values.email.trim().toLowerCase();
          if (quickLoginErrors({ email, password: '-' }).email) {
            setAskEmail(true);
            document.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
            return;
          }
          setAskEmail(false);
          dispatch(passkeySignInRequested({ email, origin }));
        }}
      >
        {t('login.passkey.button')}
      </Button>
      {askEmail && (
        <p id={messageId} role="alert">
          {t('login.passkey.needEmail')}
        </p>
      )}
    </PasskeyRoom>
  );
}
