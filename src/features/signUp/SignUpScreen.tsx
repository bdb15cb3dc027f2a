// /signup ("Apply now"): a new customer creates their online account: names, e-mail, a password (none when the
// portal signs customers in by code), the brand's terms and the application's first-step choices. One event on
// submit; the saga signs up and shows the code page, or says here (nothing typed is lost) or on its own page what to
// do instead.
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFooterLinks } from '../../../api/rest/startup';
import { selectBrandConfig } from '../../../store/brand';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signUpSubmitted } from '../../../store/signUp';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { FocusFirstError } from '../../components/FocusFirstError';
import { PageShell } from '../../components/PageShell';
import { PasswordField } from '../../components/PasswordField';
import { RichText } from '../../components/RichText';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { authPaths } from '../auth/paths';
import { signUpSchema, type SignUpValues } from './signUpForm';
import { useSignUpPage } from './useSignUpPage';

const Consents = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

export default function SignUpScreen() {
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const state = useSignUpPage();
  const brand = useAppSelector(selectBrandConfig);
  const passwordless = useAppSelector((s) => s.flags.values.passwordless);
  // The documents the consent names are the brand's own, the ones its footer links to.
  const footer = useFooterLinks(brand.key);
  const documentUrl = (idTag: string) => footer.find((link) => link.idTag === idTag)?.url;
  const busy = state.status === 'working';
  const retained = state.retained;
  const initialValues: SignUpValues = {
    firstName: retained?.firstName ?? '',
    lastName: retained?.lastName ?? '',
    email: retained?.email ?? '',
    password: '',
    confirmPassword: '',
    agreed: false,
    smsOptIn: state.choices?.smsOptIn ?? false,
    canShareInfo: state.choices?.canShareInfo ?? false,
  };
  return (
    <PageShell>
      <h1>{t('signup.heading')}</h1>
      <p>{t(passwordless ? 'signup.introPasswordless' : 'signup.intro', { brand: brand.name })}</p>
      {state.message && (
        <Alert tone="error" focusKey={state.message}>
          {/* A customer who logs in by code is shown where: /resume, or the login page where that is off. */}
          <RichText
            text={tr(state.message)}
            tags={{
              resume: (words) => (
                <Link
                  to={passwordless ? authPaths.resumePasswordless : authPaths.login}
                  state={{ email: retained?.email ?? '' }}
                >
                  {words}
                </Link>
              ),
            }}
          />
        </Alert>
      )}
      <Formik<SignUpValues>
        initialValues={initialValues}
        validationSchema={signUpSchema(passwordless)}
        onSubmit={(values) => {
          dispatch(
            signUpSubmitted({
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim().toLowerCase(),
              password: passwordless ? '' : values.password,
              choices: { smsOptIn: values.smsOptIn, canShareInfo: values.canShareInfo },
            }),
          );
        }}
      >
        <Form noValidate aria-label={t('signup.formLabel')}>
          <FocusFirstError />
          <TextField name="firstName" label={t('common.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('common.lastName')} autoComplete="family-name" />
          <TextField name="email" label={t('common.email')} type="email" autoComplete="email" inputMode="email" />
          {!passwordless && (
            <>
              <PasswordField name="password" label={t('common.password')} autoComplete="new-password" showRules />
              <PasswordField name="confirmPassword" label={t('common.confirmPassword')} autoComplete="new-password" />
            </>
          )}
          <Consents>
            <legend>{t('signup.consents')}</legend>
            <CheckboxField
              name="agreed"
              showsError
              label={
                <RichText
                  text={t('signup.terms', { brand: brand.name })}
                  tags={{
                    terms: (words) => <a href={documentUrl('terms')}>{words}</a>,
                    privacy: (words) => <a href={documentUrl('privacy')}>{words}</a>,
                  }}
                />
              }
            />
            <CheckboxField name="smsOptIn" label={t('application.account.smsOptIn')} />
            <CheckboxField name="canShareInfo" label={t('application.account.canShareInfo')} />
          </Consents>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.processing') : t('signup.submit')}
          </Button>
        </Form>
      </Formik>
      <p>
        <RichText
          text={t('signup.haveAccount')}
          tags={{ login: (words) => <Link to={authPaths.login}>{words}</Link> }}
        />
      </p>
    </PageShell>
  );
}
