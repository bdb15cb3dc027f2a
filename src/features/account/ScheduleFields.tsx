// The payment screen's "Pay on a date": the choice of now or a later day, the day (a date input bounded to the open
// business days up to the due date), the Reg E authorization of a one-time debit on that day (12 CFR 1005.10(b); the
// words the server keeps with it), and the confirmation once it is scheduled. Scheduling is one call (an RTK Query
// mutation with a key made once per payment meant, so a second press or a retry is the same scheduled payment); a
// refusal is shown at the field it is about, everything typed kept.
import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountLoan } from '../../../api/account/endpoints';
import { useSchedulePaymentMutation, type ScheduledPayment } from '../../../api/account/scheduledEndpoints';
import type { ApiError } from '../../../api/errors';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { methodNameKey } from '../../lib/account/authorization';
import type { PaymentMethodName } from '../../lib/account/payment';
import { SCHEDULED_AUTHORIZATION_KEY, scheduledAuthorizationValues } from '../../lib/account/scheduledPayment';
import { toUsDate } from '../../lib/application/dates';
import { formatShortDate } from '../../lib/format/dates';
import { useT, type Lang } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { Authorization, Radios } from './paymentParts';
import { amountOf, type PaymentValues } from './paymentForm';
import { accountPaths } from './paths';
import { formFieldOf, WHEN_CHOICES, type ScheduleRoom } from './scheduleForm';

export function WhenChoice() {
  const { t } = useT();
  return (
    <Radios
      name="when"
      legend={t('account.schedule.when.legend')}
      options={WHEN_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
    />
  );
}

export function RunsOnField({ room, phone }: { room: ScheduleRoom; phone: string }) {
  const { t, lang } = useT();
  const first = room.openDates[0];
  const last = room.openDates[room.openDates.length - 1];
  if (!first || !last) return <p>{t('account.schedule.noDates', { phone })}</p>;
  return (
    <>
      <TextField name="runsOn" type="date" label={t('account.schedule.date')} min={first} max={last} />
      <p id="runs-on-help">
        {t('account.schedule.dateHelp', {
          first: formatShortDate(first, lang),
          due: formatShortDate(room.dueDate, lang),
        })}
      </p>
    </>
  );
}

export interface ScheduledTerms {
  loanBrand: string;
  loanNumber: string;
  amountCents: number;
  method: PaymentMethodName;
  last4: string;
  runsOn: string;
}

export function ScheduledAuthorization({ terms }: { terms: ScheduledTerms }) {
  const { t } = useT();
  return (
    <Authorization data-testid="authorization-text">
      {t(
        SCHEDULED_AUTHORIZATION_KEY,
        scheduledAuthorizationValues({ ...terms, methodName: t(methodNameKey(terms.method)) }),
      )}
    </Authorization>
  );
}

export function ScheduledDone({ payment, onAnother }: { payment: ScheduledPayment; onAnother: () => void }) {
  const { t } = useT();
  return (
    <>
      <StatusMessage tone="success">
        {t('account.schedule.done', {
          amount: formatCents(payment.amount),
          date: toUsDate(payment.runsOn),
          cutoff: toUsDate(payment.changeableUntil),
        })}
      </StatusMessage>
      <p>
        <Button type="button" $variant="secondary" onClick={onAnother}>
          {t('account.payment.another')}
        </Button>{' '}
        <Link to={accountPaths.history}>{t('account.schedule.toHistory')}</Link>
      </p>
    </>
  );
}

/**
 * Schedules the payment the form's values describe. `words` gives a refusal's key its words with the loan's figures;
 * a refusal not about one field is answered as `refusal`.
 */
export function useScheduleSubmit(loan: AccountLoan | null, lang: Lang, words: (key: string) => string) {
  const [schedule] = useSchedulePaymentMutation();
  const key = useRef<string | null>(null);
  const [done, setDone] = useState<ScheduledPayment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    if (!loan) return;
    const amount = amountOf(values, { amountDueCents: loan.amountDue, payoffCents: loan.payoffAmount });
    if (amount == null || !values.method) return;
    key.current ??= crypto.randomUUID();
    setRefusal(null);
    try {
      const payment = await schedule({
        input: {
          loanNumber: loan.loanNumber,
          amountCents: amount,
          method: values.method,
          runsOn: values.runsOn,
          idempotencyKey: key.current,
          authorizationAccepted: values.authorized,
          lang,
        },
      }).unwrap();
      key.current = null;
      setDone(payment);
    } catch (error) {
      const first = (error as ApiError).fieldErrors?.[0];
      // A refusal saved nothing: the next press is a new request.
      if (first) key.current = null;
      const field = formFieldOf(first?.field, values.kind);
      if (first && field) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, words(first.key));
      } else setRefusal(words(first?.key ?? 'account.scheduled.failed'));
    }
  };
  return { submit, done, refusal, again: () => setDone(null) };
}
