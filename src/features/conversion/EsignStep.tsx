// The ESign step: the new loan's terms as the server priced the saved choice (the Fed box before signing: 12 CFR
// 1026.17; the review step of WCAG 3.3.4) and a typed signature. The signature is an event; the saga signs, and the
// server makes the loan and closes the payday loan.
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { useLoanConversionQuery, type LoanConversion } from '../../../api/conversion/endpoints';
import { conversionSignSubmitted } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { FedBox } from '../../components/lending/FedBox';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import type { FedBoxFigures } from '../../lib/lending';
import { formatCents } from '../../lib/money';
import { formatBusinessDate } from './format';
import { Figures } from './Figures';

/** The saved conversion's terms in the Fed box's shape (the server's Appendix J figures, unchanged). */
export function figuresOf(conversion: LoanConversion): FedBoxFigures {
  const d = conversion.loanDetails;
  return {
    amountFinancedCents: d.loanAmount,
    financeChargeCents: d.financeCharge,
    totalOfPaymentsCents: d.totalOfPayments,
    aprPercent: d.apr ?? 0,
    paymentCents: d.paymentAmount,
    numberOfPayments: d.numberOfPayments,
    frequency: d.paymentFrequency ?? 'BI',
    schedule: d.paymentSchedule.map((p) => ({
      number: p.installmentNumber,
      paymentCents: p.paymentAmount,
      interestCents: p.interest ?? 0,
      principalCents: p.principal ?? 0,
      balanceCents: p.balance ?? 0,
      dueDate: p.dueDate,
    })),
  };
}

export function RefinanceTerms({ conversion }: { conversion: LoanConversion }) {
  const { t, lang } = useT();
  const d = conversion.loanDetails;
  return (
    <section aria-labelledby="refinance-terms">
      <h2 id="refinance-terms">{t('conversion.esign.refinanceTerms')}</h2>
      <Figures>
        <dt>{t('conversion.refinance.newLoanAmount')}</dt>
        <dd>{formatCents(d.loanAmount)}</dd>
        <dt>{t('conversion.refinance.newFinanceCharge')}</dt>
        <dd>{formatCents(d.financeCharge)}</dd>
        <dt>{t('conversion.refinance.newTotalDue', { date: formatBusinessDate(d.paymentDueDate, lang) })}</dt>
        <dd>{formatCents(d.totalOfPayments)}</dd>
        <dt>{t('conversion.refinance.dueToday')}</dt>
        <dd>{formatCents(conversion.dueToday ?? 0)}</dd>
        <dt>{t('conversion.refinance.cashBack')}</dt>
        <dd>{formatCents(conversion.cashBack ?? 0)}</dd>
      </Figures>
    </section>
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
      {!conversion ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : conversion.type === 'CONVERSION' ? (
        <FedBox figures={figuresOf(conversion)} headingLevel={3} />
      ) : (
        <RefinanceTerms conversion={conversion} />
      )}
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
