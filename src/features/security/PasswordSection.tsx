// The password part of the security settings: the current password, a new one (the portal's rules shown before
// anything is typed) and its confirmation. The change is the saga's (sagas/security/password.ts): a fresh proof is
// asked in place when needed, then the same change is made with what was typed. Changed, the fields empty and the
// outcome is announced; a wrong current password empties that field only. A CSR acting as the customer holds staff's
// own sign-in, so for them the section only says the password is the customer's.
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  signedInPasswordOpened,
  signedInPasswordSubmitted,
  type SignedInPasswordChange,
} from '../../../store/password';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { StatusMessage } from '../../components/StatusMessage';
import { useT } from '../../lib/i18n';
import { signedInPasswordSchema } from '../../lib/validation/forms';
import { Section } from './securityParts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** Empties the fields a settled change leaves behind: all once changed, the current password once it was refused. */
function ClearAfter({ change }: { change: SignedInPasswordChange }) {
  const { resetForm, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const seen = useRef(change.outcome?.count ?? 0);
  useEffect(() => {
    const count = change.outcome?.count ?? 0;
    if (count === seen.current) return;
    seen.current = count;
    if (change.status === 'changed') resetForm();
    else if (change.wrongCurrent) {
      void setFieldValue('currentPassword', '', false);
      void setFieldTouched('currentPassword', false, false);
    }
  }, [change, resetForm, setFieldValue, setFieldTouched]);
  return null;
}

export function PasswordSection() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const readOnly = useAppSelector((s) => isActingAsCustomer(s.auth));
  const email = useAppSelector((s) => s.auth.email);
  const change = useAppSelector((s) => s.password.signedIn);
  const changing = change.status === 'changing';

  useEffect(() => {
    dispatch(signedInPasswordOpened());
  }, [dispatch]);

  return (
    <Section aria-labelledby="password-heading" data-testid="security-password">
      <h2 id="password-heading">{t('security.password.heading')}</h2>
      <p>{t('security.password.intro')}</p>
      {readOnly ? (
        <p>{t('security.password.acting')}</p>
      ) : (
        <>
          {change.status === 'changed' && change.outcome && (
            <StatusMessage tone="success">{t(change.outcome.key)}</StatusMessage>
          )}
          {change.status === 'refused' && change.outcome && (
            <Alert focusKey={change.outcome.count}>{t(change.outcome.key)}</Alert>
          )}
          <Formik
            initialValues={EMPTY}
            validationSchema={signedInPasswordSchema}
            onSubmit={(values) =>
              void dispatch(
                signedInPasswordSubmitted({ currentPassword: values.currentPassword, newPassword: values.password }),
              )
            }
          >
            <Form noValidate aria-label={t('security.password.formLabel')}>
              <ClearAfter change={change} />
              {/* Tells a password manager whose password this is (it is never sent). */}
              <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
              <PasswordField
                id="security-password-current"
                name="currentPassword"
                label={t('security.password.current')}
                autoComplete="current-password"
              />
              <PasswordField
                id="security-password-new"
                name="password"
                label={t('password.change.newPassword')}
                autoComplete="new-password"
                showRules
              />
              <PasswordField
                id="security-password-confirm"
                name="confirmPassword"
                label={t('password.change.confirm')}
                autoComplete="new-password"
              />
              <Actions>
                <Button type="submit" $variant="secondary" disabled={changing}>
                  {changing ? t('security.password.changing') : t('security.password.submit')}
                </Button>
              </Actions>
            </Form>
          </Formik>
        </>
      )}
    </Section>
  );
}
