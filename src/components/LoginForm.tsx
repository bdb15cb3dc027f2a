// The e-mail and password form. Form state stays in Formik; submitting dispatches one
// event and the sign-in saga does the rest. Submit is disabled while the form is invalid or a sign-in is running.
// Validation starts with a plain check and switches to the Yup schema, fetched when the form is first touched
// (src/lib/validation/loginValidation.ts), so the form works before the validation library has arrived.
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { loginSubmitted } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { loadLoginSchema, validateLogin } from '../lib/validation/loginValidation';
import { Button } from './Button';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

/**
 * The room the form takes (two fields and the button, 212 px in every brand and width), held while the form waits
 * for its 750 ms delay so nothing below it moves when it appears. test/e2e/firstPaint.spec.ts checks it matches.
 */
export const LoginFormSpace = styled.div`
  min-height: 13.25rem;
`;

interface Props {
  initialEmail: string;
  origin: string | undefined;
  /** The admin login: the saga refuses anyone but customer-service staff. */
  adminOnly?: boolean;
  /** Below the form, inside its Formik context (so it can read what was typed): another way to sign in. */
  after?: ReactNode;
}

export function LoginForm({ initialEmail, origin, adminOnly = false, after }: Props) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((s) => s.auth.isAuthenticating);
  const { t } = useT();
  return (
    <Formik
      initialValues={{ email: initialEmail, password: '' }}
      validate={validateLogin}
      validateOnMount
      onSubmit={(values) => {
        const email = values.email.trim().toLowerCase();
        dispatch(loginSubmitted({ email, password: values.password, origin, ...(adminOnly ? { adminOnly } : {}) }));
      }}
    >
      {({ isValid, validateForm }) => (
        <>
          <Form
            noValidate
            aria-label={t('login.heading')}
            onFocus={() => void loadLoginSchema().then(() => validateForm())}
          >
            <TextField name="email" label={t('common.email')} type="email" autoComplete="username" inputMode="email" />
            <PasswordField name="password" label={t('common.password')} autoComplete="current-password" />
            <Button type="submit" disabled={!isValid || submitting}>
              {submitting ? t('login.submitting') : t('common.logInButton')}
            </Button>
          </Form>
          {after}
        </>
      )}
    </Formik>
  );
}
