// The ESign step: the new loan's terms as the server priced the saved choice, before signing (WCAG 3.3.4's review
// step): what happens today (the loan paid off, what the customer pays, the cash back), the Fed box of the new loan,
// a conversion or a refinance alike (each a new credit transaction: 12 CFR 1026.17, 1026.18, 1026.20(a)), and the
// agreement to read; then a typed signature. The signature is an event; the saga signs, and the server makes the loan
// and closes the payday loan.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useLoanConversionQuery, type LoanConversion } from '../../../api/conversion/endpoints';
import { conversionSignSubmitted } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { DocumentDownloadLink } from '../../components/documents/DocumentDownloadLink';
import { FedBox } from '../../components/lending/FedBox';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { figuresOfLoanDetails } from '../../lib/lending';
import { formatCents } from '../../lib/money';
import { Figures } from './Figures';

/** The name the unsigned agreement downloads as (the signed copy is named by its loan number). */
const UNSIGNED_FILE = 'loan-agreement-unsigned.pdf';

/** What signing does today, before the new loan's own terms: the loan it pays off, what is paid, what is received. */
export function TodaySummary({ conversion }: { conversion: LoanConversion }) {
  const { t } = useT();
  const d = conversion.loanDetails;
  return (
    <section aria-labelledby="esign-today">
      <h3 id="esign-today">{t('conversion.esign.today')}</h3>
      <Figures data-testid="esign-today">
        <dt>{t('conversion.esign.paysOff', { loanNumber: conversion.originalLoanNumber })}</dt>
        <dd>{formatCents(d.convertedPayoff ?? 0)}</dd>
        <dt>{t('conversion.refinance.dueToday')}</dt>
        <dd>{formatCents(conversion.dueToday ?? 0)}</dd>
        <dt>{t('conversion.refinance.cashBack')}</dt>
        <dd>{formatCents(conversion.cashBack ?? 0)}</dd>
      </Figures>
    </section>
  );
}

function Terms({ conversion }: { conversion: LoanConversion }) {
  const { t } = useT();
  return (
    <>
      <TodaySummary conversion={conversion} />
      <FedBox figures={figuresOfLoanDetails(conversion.loanDetails)} headingLevel={3} />
      {conversion.agreementUrl && (
        // A div, not a p: the link's failure message is a block (an Alert) that a paragraph may not hold.
        <div>
          <DocumentDownloadLink url={conversion.agreementUrl} fileName={UNSIGNED_FILE}>
            {t('conversion.esign.agreement')}
          </DocumentDownloadLink>
        </div>
      )}
    </>
  );
}

export function EsignStep({ conversionId }: { conversionId: string }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { status, message } = useAppSelector((s) => s.conversion);
  const { data: conversion } = useLoanConversionQuery({ id: conversionId });
  const busy = status === 'working';
  const schema = Yup.object({ signatureName: Yup.string().trim().required('conversion.validation.signatureRequired') });
  return (
    <section aria-labelledby="esign-heading">
      <h2 id="esign-heading">{t('conversion.esign.title')}</h2>
      <p>{t('conversion.esign.review')}</p>
      {message && <RefusalAlert message={message} />}
      {conversion ? <Terms conversion={conversion} /> : <StatusMessage>{t('common.loading')}</StatusMessage>}
      <Formik
        initialValues={{ signatureName: '' }}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(conversionSignSubmitted({ signatureName: values.signatureName }));
        }}
      >
        <Form noValidate aria-label={t('conversion.esign.title')}>
          <p>{t('conversion.esign.consent')}</p>
          <TextField name="signatureName" label={t('conversion.esign.signature')} autoComplete="name" />
          <Button type="submit" disabled={busy || !conversion}>
            {busy ? t('conversion.esign.signing') : t('conversion.esign.sign')}
          </Button>
        </Form>
      </Formik>
    </section>
  );
}
