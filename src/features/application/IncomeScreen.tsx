// /application/income: every income field of the application (source and its code, employer, pay frequency WK, BI,
// BIM or MON, pay amounts in cents, next pay date), saved with saveIncomeInformation.
import { Form, Formik } from 'formik';
import { incomeSubmitted } from '../../../store/application';
import { useAppDispatch } from '../../../store/hooks';
import { MaskedField } from '../../components/MaskedField';
import { SelectField } from '../../components/SelectField';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { INCOME_SOURCES, incomeTypeFor, isEmployment, PAY_FREQUENCIES } from '../../lib/application/income';
import { useT } from '../../lib/i18n';
import { ApplicationPage } from './ApplicationPage';
import { CheckboxField, FormAlert, optionsOf, SaveButton, ServerFieldErrors } from './formParts';
import {
  DAYS,
  INCOME_RENAMES,
  INCOME_SOURCE_LABELS,
  incomeSchema,
  incomeSubmission,
  incomeValuesFrom,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type IncomeValues,
} from './incomeForm';
import { useApplicationPage } from './useApplicationPage';

export default function IncomeScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const busy = page.flow.status === 'working';
  return (
    <ApplicationPage heading={t('application.income.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <Formik<IncomeValues>
          initialValues={incomeValuesFrom(page.application)}
          validationSchema={incomeSchema}
          onSubmit={(values) => {
            dispatch(incomeSubmitted(incomeSubmission(values)));
          }}
        >
          {({ values }) => {
            const employed = values.incomeInfo.source !== '' && isEmployment(incomeTypeFor(values.incomeInfo.source));
            return (
              <Form noValidate aria-label={t('application.income.heading')}>
                <FormAlert />
                <ServerFieldErrors rename={INCOME_RENAMES} />
                <SelectField
                  name="incomeInfo.source"
                  label={t('application.income.source')}
                  options={optionsOf(INCOME_SOURCES, (v) => t(INCOME_SOURCE_LABELS[v]))}
                  autoComplete="off"
                />
                {employed && (
                  <>
                    <TextField
                      name="incomeInfo.employerName"
                      label={t('application.income.employerName')}
                      autoComplete="organization"
                    />
                    <TextField
                      name="incomeInfo.jobTitle"
                      label={t('application.income.jobTitle')}
                      autoComplete="organization-title"
                    />
                    <MaskedField
                      name="incomeInfo.employmentHireDate"
                      label={t('application.income.hireDate')}
                      kind="date"
                      autoComplete="off"
                    />
                    <TextField name="incomeInfo.jobShift" label={t('application.income.jobShift')} autoComplete="off" />
                    <CheckboxField name="incomeInfo.incomeWithholding" label={t('application.income.withholding')} />
                  </>
                )}
                <SelectField
                  name="incomeInfo.paymentFrequency"
                  label={t('application.income.frequency')}
                  options={optionsOf(PAY_FREQUENCIES, (v) => t(`application.income.frequency.${v}`))}
                  autoComplete="off"
                />
                <SelectField
                  name="incomeInfo.paymentMethod"
                  label={t('application.income.method')}
                  options={optionsOf(PAYMENT_METHODS, (v) => t(PAYMENT_METHOD_LABELS[v]))}
                  autoComplete="off"
                />
                <MaskedField
                  name="incomeInfo.amountNet"
                  label={t('application.income.net')}
                  kind="money"
                  autoComplete="off"
                />
                <MaskedField
                  name="incomeInfo.amountGross"
                  label={t('application.income.gross')}
                  kind="money"
                  autoComplete="off"
                />
                <MaskedField
                  name="incomeInfo.nextPaymentDate"
                  label={t('application.income.nextPayDate')}
                  kind="date"
                  autoComplete="off"
                />
                <SelectField
                  name="incomeInfo.paymentDayOfWeek"
                  label={t('application.income.payDay')}
                  options={optionsOf(DAYS, (v) => t(`application.income.day.${v}`))}
                  autoComplete="off"
                />
                <SaveButton busy={busy} />
              </Form>
            );
          }}
        </Formik>
      )}
    </ApplicationPage>
  );
}
