// /application/account: the first step. The signed-in customer's e-mail is the application's; their consents are
// asked here, and continuing creates the application (a returning customer's from what the loan systems know).
import { Form, Formik } from 'formik';
import { applicationStartSubmitted } from '../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { RichText } from '../../components/RichText';
import { useT } from '../../lib/i18n';
import { ApplicationPage } from './ApplicationPage';
import { CheckboxField, FormAlert } from './formParts';
import { useApplicationPage } from './useApplicationPage';

interface Consents {
  smsOptIn: boolean;
  canShareInfo: boolean;
}

export default function AccountScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const email = useAppSelector((s) => s.auth.email);
  const saved = page.application?.loanApplication?.additionalAttributes;
  // A customer who just signed up chose these there: the step starts from their answers rather than asking afresh.
  const chosenAtSignUp = useAppSelector((s) => s.signUp.choices);
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.account.heading')} {...page}>
      <p>
        <RichText
          text={t('application.account.intro', { email })}
          tags={{ strong: (words) => <strong>{words}</strong> }}
        />
      </p>
      <Formik<Consents>
        enableReinitialize
        initialValues={{
          smsOptIn: saved?.smsOptIn ?? chosenAtSignUp?.smsOptIn ?? false,
          canShareInfo: saved?.canShareInfo ?? chosenAtSignUp?.canShareInfo ?? false,
        }}
        onSubmit={(values) => {
          dispatch(applicationStartSubmitted({ consents: values }));
        }}
      >
        <Form noValidate aria-label={t('application.account.heading')}>
          <FormAlert />
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
            <legend>{t('application.account.consents')}</legend>
            <CheckboxField name="smsOptIn" label={t('application.account.smsOptIn')} />
            <CheckboxField name="canShareInfo" label={t('application.account.canShareInfo')} />
          </fieldset>
          <Button type="submit" disabled={busy || !page.ready}>
            {busy ? t('application.saving') : t('common.continue')}
          </Button>
        </Form>
      </Formik>
    </ApplicationPage>
  );
}
