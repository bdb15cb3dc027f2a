// /account/payment (and the two LoanPro payment routes): pay the amount due, a custom amount or the payoff, by the
// debit card or bank account on file, after reading and accepting the Reg E authorization (12 CFR 1005.10(b)),
// whose words are the ones the server keeps with the payment. Pay dispatches one event; the payment saga takes the
// payment and follows it live on the listener, and this screen shows each phase from the store.
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountSummaryQuery, type AccountLoan } from '../../../api/account/endpoints';
import { paymentReset, paymentSubmitted, type PaymentsState } from '../../../store/payments';
import { selectBrandConfig } from '../../../store/brand';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FieldError, FieldWrapper } from '../../components/fieldParts';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { AUTHORIZATION_KEY, authorizationValues, METHOD_KEYS, methodNameKey } from '../../lib/account/authorization';
import { useT, type MessageKey } from '../../lib/i18n';
import { formatMoney } from '../../lib/inputFormats';
import { formatCents } from '../../lib/money';
import { AccountPage } from './AccountPage';
import {
  amountOf,
  initialKind,
  PAYMENT_KINDS,
  paymentSchema,
  VARIANTS,
  type PaymentValues,
  type PaymentVariant,
} from './paymentForm';
import { accountPaths } from './paths';
import { useAccountReadOptions } from './useAccountReads';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 44px;
  }
`;

export const Authorization = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.divider};
`;

export function Radios({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
}) {
  const [, meta] = useField<string>(name);
  const { tr } = useT();
  const errorId = `field-${name}-error`;
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <Fieldset aria-describedby={showError ? errorId : undefined}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <Radio key={option.value} name={name} {...option} />
        ))}
      </Fieldset>
      {showError && <FieldError id={errorId}>{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

function Radio({ name, value, label }: { name: string; value: string; label: string }) {
  const [field] = useField<string>({ name, type: 'radio', value });
  return (
    <label>
      <input type="radio" {...field} value={value} />
      {label}
    </label>
  );
}

function AuthorizeBox() {
  const [field, meta] = useField<boolean>({ name: 'authorized', type: 'checkbox' });
  const { t, tr } = useT();
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FieldWrapper>
      <label>
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={showError}
          aria-describedby={showError ? 'field-authorized-error' : undefined}
        />{' '}
        {t('account.payment.authorize')}
      </label>
      {showError && <FieldError id="field-authorized-error">{tr(meta.error ?? '')}</FieldError>}
    </FieldWrapper>
  );
}

function PaymentOutcome({ state, phone, payoff }: { state: PaymentsState; phone: string; payoff: number | null }) {
  const { t, tr } = useT();
  const paid = state.payment;
  const values = paid ? { amount: formatCents(paid.amountCents), confirmation: paid.confirmationNumber, phone } : null;
  if (state.phase === 'pending' && values) return <StatusMessage>{t('account.payment.pending', values)}</StatusMessage>;
  if (state.phase === 'posted' && values)
    return <StatusMessage tone="success">{t('account.payment.posted', values)}</StatusMessage>;
  if (state.phase === 'failed' && values)
    return (
      <Alert>
        {state.failureReason
          ? t('account.payment.failed', { ...values, reason: state.failureReason })
          : t('account.payment.failedNoReason', values)}
      </Alert>
    );
  if (state.phase === 'returned' && values) return <Alert>{t('account.payment.returned', values)}</Alert>;
  if (state.phase === 'unconfirmed') return <StatusMessage>{t('account.payment.listenerLost')}</StatusMessage>;
  if (state.phase === 'refused' && state.refusal)
    return (
      <Alert>
        {tr(state.refusal.key ?? state.refusal.message, { phone, payoff: payoff == null ? '' : formatCents(payoff) })}
      </Alert>
    );
  return null;
}

function PaymentFields({ loan, today, submitting }: { loan: AccountLoan; today: string; submitting: boolean }) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<PaymentValues>();
  const payable = { amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount };
  const amount = amountOf(values, payable);
  const method = loan.paymentMethods.find((m) => m.method === values.method);
  return (
    <>
      <Radios
        name="kind"
        legend={t('account.payment.kind.legend')}
        options={PAYMENT_KINDS.map((kind) => ({
          value: kind,
          label: t(`account.payment.kind.${kind}`, {
            amount: formatCents(kind === 'PAYOFF' ? loan.payoffAmount : loan.amountDue),
          }),
        }))}
      />
      {values.kind === 'CUSTOM' && (
        <>
          <TextField
            name="customAmount"
            label={t('account.payment.customAmount')}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="custom-amount-help"
            onChange={(e) => void setFieldValue('customAmount', formatMoney(e.target.value))}
          />
          <p id="custom-amount-help">
            {t('account.payment.customAmountHelp', { payoff: formatCents(loan.payoffAmount) })}
          </p>
        </>
      )}
      <Radios
        name="method"
        legend={t('account.payment.method.legend')}
        options={loan.paymentMethods.map((m) => ({
          value: m.method,
          label: t(METHOD_KEYS[m.method].label, { last4: m.last4 }),
        }))}
      />
      {method && amount != null && amount > 0 && (
        <section aria-labelledby="authorization-heading">
          <h2 id="authorization-heading">{t('account.payment.authorization.heading')}</h2>
          <Authorization data-testid="authorization-text">
            {t(
              AUTHORIZATION_KEY,
              authorizationValues({
                loanBrand: loan.brand,
                amountCents: amount,
                methodName: t(methodNameKey(method.method)),
                last4: method.last4,
                date: today,
                loanNumber: loan.loanNumber,
              }),
            )}
          </Authorization>
        </section>
      )}
      <AuthorizeBox />
      <Button type="submit" disabled={submitting}>
        {submitting
          ? t('account.payment.submitting')
          : t('account.payment.submit', { amount: amount != null && amount > 0 ? formatCents(amount) : '' })}
      </Button>
    </>
  );
}

const HEADINGS: Record<PaymentVariant, MessageKey> = {
  payment: 'account.payment.heading',
  loanpro: 'account.payment.loanpro.heading',
  loanproDefault: 'account.payment.loanproDefault.heading',
};

export function PaymentPage({ variant }: { variant: keyof typeof HEADINGS }) {
  const { t, lang } = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.payments);
  const { data, isLoading, isError, refetch } = useAccountSummaryQuery(undefined, useAccountReadOptions());
  const brand = useAppSelector(selectBrandConfig);
  // A new visit to the page starts a new payment (a finished one is not shown again).
  const reset = useRef(false);
  useEffect(() => {
    if (!reset.current && state.phase !== 'submitting' && state.phase !== 'pending') dispatch(paymentReset());
    reset.current = true;
  }, [dispatch, state.phase]);
  const loan = data?.loan && data.loan.isPayable ? data.loan : null;
  const schema = useMemo(
    () =>
      loan
        ? paymentSchema({ amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount }, (problem) =>
            t(`account.payment.problem.${problem}` as MessageKey, {
              payoff: formatCents(loan.payoffAmount),
              phone: brand.phoneNumber,
            }),
          )
        : null,
    [loan, t, brand.phoneNumber],
  );
  const busy = state.phase === 'submitting' || state.phase === 'pending';
  const done = state.phase === 'posted' || state.phase === 'pending' || state.phase === 'returned';
  return (
    <AccountPage
      heading={t(HEADINGS[variant])}
      loading={!data && !isError}
      failed={isError && !isLoading}
      onRetry={() => void refetch()}
    >
      {variant === 'loanproDefault' && <p>{t('account.payment.loanproDefault.body', { phone: brand.phoneNumber })}</p>}
      <PaymentOutcome state={state} phone={brand.phoneNumber} payoff={loan?.payoffAmount ?? null} />
      {!loan || !schema ? (
        <p>{t('account.payment.noLoan')}</p>
      ) : loan.paymentMethods.length === 0 ? (
        <p>{t('account.payment.method.noMethods', { phone: brand.phoneNumber })}</p>
      ) : done ? (
        <p>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => dispatch(paymentReset())}>
            {t('account.payment.another')}
          </Button>{' '}
          <Link to={accountPaths.home}>{t('account.payment.toSummary')}</Link>
        </p>
      ) : (
        <Formik<PaymentValues>
          initialValues={{
            kind: initialKind({ amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount }),
            customAmount: '',
            method: loan.paymentMethods.length === 1 ? loan.paymentMethods[0]!.method : '',
            authorized: false,
          }}
          validationSchema={schema}
          onSubmit={(values) => {
            const amount = amountOf(values, { amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount });
            if (amount == null || !values.method) return;
            dispatch(
              paymentSubmitted({
                loanNumber: loan.loanNumber,
                loanId: loan.id,
                kind: values.kind,
                amountCents: amount,
                method: values.method,
                lang,
              }),
            );
          }}
        >
          <Form noValidate>
            <PaymentFields loan={loan} today={data?.today ?? ''} submitting={busy} />
          </Form>
        </Formik>
      )}
    </AccountPage>
  );
}

export const PaymentScreen = () => <PaymentPage variant={VARIANTS.payment} />;
export const PaymentLoanProScreen = () => <PaymentPage variant={VARIANTS.loanpro} />;
export const PaymentLoanProDefaultScreen = () => <PaymentPage variant={VARIANTS.loanproDefault} />;
