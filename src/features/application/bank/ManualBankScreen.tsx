// /application/bank/manual: the checking account typed by hand (holder, ABA-checked routing number, 4 to 17 digit
// account number, open date; both numbers take digits only, as every number input does). A refusal
// puts each message by its field and loses nothing typed; the saga saves it and moves on to the bank verification.
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { manualBankSubmitted } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { MaskedField } from '../../../components/MaskedField';
import { StatusMessage } from '../../../components/StatusMessage';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { FormAlert, ServerFieldErrors } from '../formParts';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { Actions, ThirtyDayRule } from './bankParts';
import { MANUAL_BANK_RENAMES, manualBankSchema, manualBankValuesFrom, type ManualBankValues } from './manualBankForm';

export default function ManualBankScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const saving = useAppSelector((s) => s.bank.phase === 'saving');
  return (
    <ApplicationPage heading={t('application.bank.manual.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <Formik<ManualBankValues>
          initialValues={manualBankValuesFrom(page.application)}
          validationSchema={manualBankSchema}
          onSubmit={(values) => {
            dispatch(manualBankSubmitted(values));
          }}
        >
          <Form noValidate aria-label={t('application.bank.manual.heading')}>
            <FormAlert />
            <ServerFieldErrors rename={MANUAL_BANK_RENAMES} />
            <p>{t('application.bank.manual.intro')}</p>
            <ThirtyDayRule />
            <TextField name="accountHoldersName" label={t('application.bank.manual.holder')} autoComplete="name" />
            <MaskedField
              name="routingNumber"
              label={`${t('application.bank.manual.routing')} (${t('application.bank.manual.routingHint')})`}
              kind="routingNumber"
            />
            <MaskedField
              name="accountNumber"
              label={`${t('application.bank.manual.account')} (${t('application.bank.manual.accountHint')})`}
              kind="bankAccountNumber"
            />
            <MaskedField
              name="accountOpenDate"
              label={t('application.bank.manual.openDate')}
              kind="date"
              autoComplete="off"
            />
            <TextField name="bankName" label={t('application.bank.manual.bankName')} autoComplete="off" />
            <Actions>
              <Button type="submit" disabled={saving}>
                {t('application.bank.manual.save')}
              </Button>
              <Link to={p.bank}>{t('application.bank.back')}</Link>
            </Actions>
          </Form>
        </Formik>
      )}
    </ApplicationPage>
  );
}
