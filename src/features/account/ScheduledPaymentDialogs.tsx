// The history's dialogs for a scheduled payment. Cancel asks first (the payment will not be taken); change takes a
// new amount and day under the same rules as scheduling (./scheduleForm.ts) and the authorization for the new terms,
// which the server keeps in place of the old. A refusal is shown at its field, everything typed kept; a failure that
// is not about a field is said in the dialog. Focus moves into the dialog and back when it closes (Dialog).
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import {
  useCancelScheduledPaymentMutation,
  useChangeScheduledPaymentMutation,
  type LoanScheduledPayments,
  type ScheduledPayment,
} from '../../../api/account/scheduledEndpoints';
import type { ApiError } from '../../../api/errors';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { methodNameKey } from '../../lib/account/authorization';
import { scheduleAmountProblem, scheduleDateProblem } from '../../lib/account/scheduledPayment';
import { toUsDate } from '../../lib/application/dates';
import { formatShortDate } from '../../lib/format/dates';
import { useT, type MessageKey } from '../../lib/i18n';
import { formatMoney, moneyToCents } from '../../lib/inputFormats';
import { formatCents } from '../../lib/money';
import { AmountField, AuthorizeBox } from './paymentParts';
import { changeFieldOf, windowOfRoom } from './scheduleForm';
import { RunsOnField, ScheduledAuthorization } from './ScheduleFields';

/** The first field error of a refused call, or null for a failure that is not about one. */
const fieldErrorOf = (error: unknown) => (error as ApiError).fieldErrors?.[0] ?? null;

export function CancelScheduledDialog({
  payment,
  onClose,
}: {
  payment: ScheduledPayment;
  onClose: (said?: string) => void;
}) {
  const { t, lang } = useT();
  const phone = useAppSelector(selectBrandConfig).phoneNumber;
  const [cancel, cancelling] = useCancelScheduledPaymentMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const named = { amount: formatCents(payment.amount), date: formatShortDate(payment.runsOn, lang) };
  const confirm = async () => {
    try {
      await cancel({ id: payment.id }).unwrap();
      onClose(t('account.scheduled.cancelled', named));
    } catch (error) {
      const key = fieldErrorOf(error)?.key ?? 'account.scheduled.failed';
      setFailed(t(key as MessageKey, { phone, cutoff: toUsDate(payment.changeableUntil) }));
    }
  };
  return (
    <Dialog
      title={t('account.scheduled.cancelDialog.heading')}
      description={t('account.scheduled.cancelDialog.body', {
        ...named,
        method: t(methodNameKey(payment.method)),
        last4: payment.methodLast4 ?? '',
      })}
      initialFocus={keep}
      onEscape={() => onClose()}
    >
      {failed && <Alert>{failed}</Alert>}
      <DialogActions>
        <Button type="button" disabled={cancelling.isLoading} onClick={() => void confirm()}>
          {t('account.scheduled.cancelDialog.confirm')}
        </Button>
        <Button ref={keep} type="button" $variant="secondary" onClick={() => onClose()}>
          {t('account.scheduled.cancelDialog.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ChangeValues {
  amount: string;
  runsOn: string;
  authorized: boolean;
}

export function ChangeScheduledDialog({
  payment,
  loanBrand,
  room,
  onClose,
}: {
  payment: ScheduledPayment;
  loanBrand: string;
  room: LoanScheduledPayments;
  onClose: (said?: string) => void;
}) {
  const { t, lang } = useT();
  const phone = useAppSelector(selectBrandConfig).phoneNumber;
  const [change] = useChangeScheduledPaymentMutation();
  const [failed, setFailed] = useState<string | null>(null);
  // What is left for this payment: the room for a new one, plus this one's own amount.
  const left = room.maxAmount + payment.amount;
  const words = (key: string) =>
    t(key as MessageKey, {
      max: formatCents(left),
      due: toUsDate(room.dueDate),
      phone,
      cutoff: toUsDate(payment.changeableUntil),
    });
  const schema = Yup.object({
    amount: Yup.string().test('amount', function check(value) {
      const problem = scheduleAmountProblem(moneyToCents(value ?? ''), left);
      return problem ? this.createError({ message: words(`account.schedule.problem.${problem}`) }) : true;
    }),
    runsOn: Yup.string().test('runsOn', function check(value) {
      const problem = scheduleDateProblem(value, windowOfRoom(room));
      return problem ? this.createError({ message: words(`account.schedule.problem.${problem}`) }) : true;
    }),
    authorized: Yup.boolean().oneOf([true], 'account.payment.authorizeRequired'),
  });
  return (
    <Dialog title={t('account.scheduled.changeDialog.heading')} onEscape={() => onClose()}>
      <Formik<ChangeValues>
        initialValues={{
          amount: formatMoney((payment.amount / 100).toFixed(2)),
          runsOn: payment.runsOn,
          authorized: false,
        }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailed(null);
          try {
            const changed = await change({
              input: {
                id: payment.id,
                amountCents: moneyToCents(values.amount) ?? 0,
                runsOn: values.runsOn,
                authorizationAccepted: values.authorized,
                lang,
              },
            }).unwrap();
            onClose(
              t('account.scheduled.changed', {
                amount: formatCents(changed.amount),
                date: formatShortDate(changed.runsOn, lang),
              }),
            );
          } catch (error) {
            const first = fieldErrorOf(error);
            const field = changeFieldOf(first?.field);
            if (first && field) helpers.setFieldError(field, words(first.key));
            else setFailed(words(first?.key ?? 'account.scheduled.failed'));
          }
        }}
      >
        {({ values, isSubmitting }) => {
          const cents = moneyToCents(values.amount);
          return (
            <Form noValidate>
              {failed && <Alert>{failed}</Alert>}
              <AmountField name="amount" help={t('account.schedule.amountHelp', { max: formatCents(left) })} />
              <RunsOnField room={room} phone={phone} />
              {cents != null && cents > 0 && room.openDates.includes(values.runsOn) && (
                <ScheduledAuthorization
                  terms={{
                    loanBrand,
                    loanNumber: payment.loanNumber,
                    amountCents: cents,
                    method: payment.method,
                    last4: payment.methodLast4 ?? '',
                    runsOn: values.runsOn,
                  }}
                />
              )}
              <AuthorizeBox />
              <DialogActions>
                <Button type="submit" disabled={isSubmitting}>
                  {t('account.scheduled.changeDialog.save')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => onClose()}>
                  {t('account.scheduled.changeDialog.close')}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
