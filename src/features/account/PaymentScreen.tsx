// /account/payment (and the two LoanPro payment routes): pay the amount due, a custom amount or the payoff, by the
// debit card or bank account on file, after reading and accepting the Reg E authorization (12 CFR 1005.10(b)),
// whose words are the ones the server keeps with the payment. Pay dispatches one event; the payment saga takes the
// payment and follows it live on the listener, and this screen shows each phase from the store. "Pay on a date"
// schedules it for a later business day instead (./ScheduleFields.tsx).
import { Form, Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAccountSummaryQuery, type AccountLoan } from '../../../api/account/endpoints';
import { useScheduledPaymentsQuery } from '../../../api/account/scheduledEndpoints';
import { paymentReset, paymentSubmitted, type PaymentsState } from '../../../store/payments';
import { selectBrandConfig } from '../../../store/brand';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { AUTHORIZATION_KEY, authorizationValues, METHOD_KEYS, methodNameKey } from '../../lib/account/authorization';
import { useT, type MessageKey } from '../../lib/i18n';
import { toUsDate } from '../../lib/application/dates';
import { formatCents } from '../../lib/money';
import { AccountPage } from './AccountPage';
import { amountOf, PAYMENT_KINDS, VARIANTS, type PaymentValues, type PaymentVariant } from './paymentForm';
import { AmountField, Authorization, AuthorizeBox, Radios } from './paymentParts';
import { accountPaths } from './paths';
import { initialPaymentValues, LATER_KINDS, paymentOrScheduleSchema, type ScheduleRoom } from './scheduleForm';
import { RunsOnField, ScheduledAuthorization, ScheduledDone, useScheduleSubmit, WhenChoice } from './ScheduleFields';
import { useAccountReadOptions } from './useAccountReads';

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

interface FieldsProps {
  loan: AccountLoan;
  today: string;
  submitting: boolean;
  /** What is open to a scheduled payment; null while unknown (only paying now is offered). */
  room: ScheduleRoom | null;
  phone: string;
}

function PaymentFields({ loan, today, submitting, room, phone }: FieldsProps) {
  const { t } = useT();
  const { values, setFieldValue } = useFormikContext<PaymentValues>();
  const payable = { amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount };
  const amount = amountOf(values, payable);
  const method = loan.paymentMethods.find((m) => m.method === values.method);
  const later = values.when === 'LATER' && room !== null;
  // The payoff is not offered for a later day: a kind chosen before the switch moves to the amount due.
  useEffect(() => {
    if (later && values.kind === 'PAYOFF') void setFieldValue('kind', loan.amountDue > 0 ? 'DUE' : 'CUSTOM');
  }, [later, values.kind, loan.amountDue, setFieldValue]);
  const dateOk = later && room.openDates.includes(values.runsOn);
  const shown = method && amount != null && amount > 0 && (!later || dateOk);
  return (
    <>
      {room && <WhenChoice />}
      <Radios
        name="kind"
        legend={t('account.payment.kind.legend')}
        options={(later ? LATER_KINDS : PAYMENT_KINDS).map((kind) => ({
          value: kind,
          label: t(`account.payment.kind.${kind}`, {
            amount: formatCents(kind === 'PAYOFF' ? loan.payoffAmount : loan.amountDue),
          }),
        }))}
      />
      {values.kind === 'CUSTOM' && (
        <AmountField
          name="customAmount"
          help={
            later
              ? t('account.schedule.amountHelp', { max: formatCents(room.maxAmount) })
              : t('account.payment.customAmountHelp', { payoff: formatCents(loan.payoffAmount) })
          }
        />
      )}
      {later && <RunsOnField room={room} phone={phone} />}
      <Radios
        name="method"
        legend={t('account.payment.method.legend')}
        options={loan.paymentMethods.map((m) => ({
          value: m.method,
          label: t(METHOD_KEYS[m.method].label, { last4: m.last4 }),
        }))}
      />
      {shown && (
        <section aria-labelledby="authorization-heading">
          <h2 id="authorization-heading">{t('account.payment.authorization.heading')}</h2>
          {later ? (
            <ScheduledAuthorization
              terms={{
                loanBrand: loan.brand,
                loanNumber: loan.loanNumber,
                amountCents: amount,
                method: method.method,
                last4: method.last4,
                runsOn: values.runsOn,
              }}
            />
          ) : (
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
          )}
        </section>
      )}
      <AuthorizeBox />
      <Button type="submit" disabled={submitting}>
        {submitLabel(t, { later, submitting, amount, runsOn: values.runsOn, dateOk })}
      </Button>
    </>
  );
}

function submitLabel(
  t: ReturnType<typeof useT>['t'],
  at: { later: boolean; submitting: boolean; amount: number | null; runsOn: string; dateOk: boolean },
) {
  const amount = at.amount != null && at.amount > 0 ? formatCents(at.amount) : '';
  if (at.later)
    return at.submitting
      ? t('account.schedule.submitting')
      : t('account.schedule.submit', { amount, date: at.dateOk ? toUsDate(at.runsOn) : '' });
  return at.submitting ? t('account.payment.submitting') : t('account.payment.submit', { amount });
}

const HEADINGS: Record<PaymentVariant, MessageKey> = {
  payment: 'account.payment.heading',
  loanpro: 'account.payment.loanpro.heading',
  loanproDefault: 'account.payment.loanproDefault.heading',
};

/** What is open to a scheduled payment on this loan, once the server has said. */
function useScheduleRoom(loan: AccountLoan | null): ScheduleRoom | null {
  const readOptions = useAccountReadOptions();
  const { data } = useScheduledPaymentsQuery(
    { loanNumber: loan?.loanNumber ?? '' },
    { skip: readOptions.skip || !loan },
  );
  return data && loan ? data : null;
}

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
  const today = data?.today ?? '';
  const room = useScheduleRoom(loan);
  const words = useCallback(
    (key: string) =>
      t(key as MessageKey, {
        payoff: formatCents(loan?.payoffAmount ?? 0),
        phone: brand.phoneNumber,
        max: formatCents(room?.maxAmount ?? 0),
        due: loan ? toUsDate(loan.dueDate) : '',
        cutoff: '',
      }),
    [t, loan, room, brand.phoneNumber],
  );
  const schema = useMemo(
    () =>
      loan
        ? paymentOrScheduleSchema({ amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount }, room, words)
        : null,
    [loan, room, words],
  );
  const scheduled = useScheduleSubmit(loan, lang, words);
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
      {scheduled.refusal && <Alert>{scheduled.refusal}</Alert>}
      {!loan || !schema ? (
        <p>{t('account.payment.noLoan')}</p>
      ) : loan.paymentMethods.length === 0 ? (
        <p>{t('account.payment.method.noMethods', { phone: brand.phoneNumber })}</p>
      ) : scheduled.done ? (
        <ScheduledDone payment={scheduled.done} onAnother={scheduled.again} />
      ) : done ? (
        <p>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => dispatch(paymentReset())}>
            {t('account.payment.another')}
          </Button>{' '}
          <Link to={accountPaths.home}>{t('account.payment.toSummary')}</Link>
        </p>
      ) : (
        <Formik<PaymentValues>
          initialValues={initialPaymentValues(
            { amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount },
            loan.paymentMethods.map((m) => m.method),
          )}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            if (values.when === 'LATER') return scheduled.submit(values, helpers);
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
          {({ isSubmitting, values }) => (
            <Form noValidate>
              <PaymentFields
                loan={loan}
                today={today}
                submitting={busy || (values.when === 'LATER' && isSubmitting)}
                room={room}
                phone={brand.phoneNumber}
              />
            </Form>
          )}
        </Formik>
      )}
    </AccountPage>
  );
}

export const PaymentScreen = () => <PaymentPage variant={VARIANTS.payment} />;
export const PaymentLoanProScreen = () => <PaymentPage variant={VARIANTS.loanpro} />;
export const PaymentLoanProDefaultScreen = () => <PaymentPage variant={VARIANTS.loanproDefault} />;
