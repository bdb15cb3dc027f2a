// The change of contact e-mail or phone on the personal page: choose which, type the new one, then the code sent to
// it. Each step is a Formik form; the saga (sagas/account/contact.ts) makes the calls and the store says where the
// change stands. A refusal is shown next to its field and focused.
import { Form, Formik, useField } from 'formik';
import styled from 'styled-components';
import * as Yup from 'yup';
import {
  contactChangeCancelled,
  contactChangeRequested,
  contactCodeSubmitted,
  type ContactChannelName,
} from '../../../store/account';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FieldWrapper } from '../../components/fieldParts';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 44px;
  }
`;

function ChannelChoice() {
  const { t } = useT();
  const [email] = useField({ name: 'channel', type: 'radio', value: 'EMAIL' });
  const [phone] = useField({ name: 'channel', type: 'radio', value: 'PHONE' });
  return (
    <FieldWrapper>
      <Fieldset>
        <legend>{t('account.contact.channel')}</legend>
        <label>
          <input type="radio" {...email} value="EMAIL" />
          {t('account.contact.channel.EMAIL')}
        </label>
        <label>
          <input type="radio" {...phone} value="PHONE" />
          {t('account.contact.channel.PHONE')}
        </label>
      </Fieldset>
    </FieldWrapper>
  );
}

const valueSchema = Yup.object({
  channel: Yup.string().oneOf(['EMAIL', 'PHONE']).required(),
  value: Yup.string()
    .trim()
    .when('channel', ([channel], schema) =>
      channel === 'EMAIL'
        ? schema.required('account.contact.problem.invalidEmail').email('account.contact.problem.invalidEmail')
        : schema
            .required('account.contact.problem.invalidPhone')
            .test('phone', 'account.contact.problem.invalidPhone', (v) => /^\D*1?\D*[2-9](\D*\d){9}\D*$/.test(v ?? '')),
    ),
});

const INITIAL_CONTACT: { channel: ContactChannelName; value: string } = { channel: 'EMAIL', value: '' };

const codeSchema = Yup.object({
  code: Yup.string()
    .trim()
    .matches(/^\d{6}$/, 'account.contact.problem.codeFormat')
    .required('account.contact.problem.codeFormat'),
});

export function ContactChangeForm({ loginEmail }: { loginEmail: string }) {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const contact = useAppSelector((s) => s.account.contact);
  const refusal = contact.refusal ? (
    <Alert focusKey={contact.refusals}>{tr(contact.refusal.key ?? contact.refusal.message)}</Alert>
  ) : null;
  const onCode = contact.step === 'codeSent' || contact.step === 'confirming';
  return (
    <section aria-labelledby="contact-change-heading">
      <h2 id="contact-change-heading">{t('account.contact.heading')}</h2>
      <p>{t('account.contact.loginNote', { email: loginEmail })}</p>
      {contact.step === 'changed' && <StatusMessage tone="success">{t('account.contact.changed')}</StatusMessage>}
      {refusal}
      {onCode ? (
        <>
          <StatusMessage>
            {t('account.contact.sent', { destination: contact.destination ?? '', minutes: contact.minutes ?? 10 })}
          </StatusMessage>
          <Formik
            initialValues={{ code: '' }}
            validationSchema={codeSchema}
            onSubmit={(values) => void dispatch(contactCodeSubmitted({ code: values.code.trim() }))}
          >
            <Form noValidate>
              <TextField
                name="code"
                label={t('account.contact.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
              <Button type="submit" disabled={contact.step === 'confirming'}>
                {t('account.contact.confirm')}
              </Button>{' '}
              <Button type="button" $variant="secondary" onClick={() => dispatch(contactChangeCancelled())}>
                {t('common.goBack')}
              </Button>
            </Form>
          </Formik>
        </>
      ) : (
        <Formik<{ channel: ContactChannelName; value: string }>
          initialValues={INITIAL_CONTACT}
          validationSchema={valueSchema}
          onSubmit={(values) =>
            void dispatch(contactChangeRequested({ channel: values.channel, value: values.value.trim() }))
          }
        >
          {({ values }) => (
            <Form noValidate>
              <ChannelChoice />
              <TextField
                name="value"
                label={t(values.channel === 'EMAIL' ? 'account.contact.newEmail' : 'account.contact.newPhone')}
                type={values.channel === 'EMAIL' ? 'email' : 'tel'}
                autoComplete={values.channel === 'EMAIL' ? 'email' : 'tel-national'}
              />
              <Button type="submit" disabled={contact.step === 'sending'}>
                {t('account.contact.sendCode')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
