// The payment form's checks when it pays on a later day: the day (a business day from tomorrow to the due date, the
// server's list of open days standing in for the bank calendar) and the amount (at most what is left after pending
// and scheduled payments). The rules are the server's (src/lib/account/scheduledPayment.ts), so the screen refuses
// what the server would, with the same words.
import * as Yup from 'yup';
import {
  paymentProblem,
  type PayableLoan,
  type PaymentKindName,
  type PaymentMethodName,
} from '../../lib/account/payment';
import { scheduleAmountProblem, scheduleDateProblem, type ScheduleWindow } from '../../lib/account/scheduledPayment';
import { amountOf, initialKind, paymentSchema, type PaymentValues } from './paymentForm';

/** What the server says is open to a new scheduled payment (scheduledPayments), with the loan's day and due date. */
export interface ScheduleRoom {
  today: string;
  dueDate: string;
  openDates: readonly string[];
  maxAmount: number;
}

export const windowOfRoom = (room: ScheduleRoom): ScheduleWindow => ({
  today: room.today,
  dueDate: room.dueDate,
  isBusinessDay: (day) => room.openDates.includes(day),
});

/** The kinds offered for a later day: the payoff grows until then on an installment loan, so it is not one. */
export const LATER_KINDS = ['DUE', 'CUSTOM'] as const satisfies readonly PaymentKindName[];

/** The catalogue key of a problem (`messageOf` words it with its values: a field's error is shown without them). */
type Words = (key: string) => string;

/** Why the amount these values pay cannot be paid or scheduled, as a catalogue key, or null. */
function amountKey(values: PaymentValues, loan: PayableLoan, room: ScheduleRoom | null): string | null {
  // Formik hands the schema an empty field as undefined.
  const cents = amountOf({ ...values, customAmount: values.customAmount ?? '' }, loan);
  if (values.when === 'LATER' && room) {
    const problem = scheduleAmountProblem(cents, room.maxAmount);
    return problem && `account.schedule.problem.${problem}`;
  }
  const problem = values.kind === 'CUSTOM' ? paymentProblem('CUSTOM', cents, loan) : null;
  return problem && `account.payment.problem.${problem}`;
}

/**
 * The payment form's schema: paying now as before (./paymentForm.ts); on a later day, the day's rule and the amount
 * against what is left. An amount's problem shows at the amount typed, or at the choice of kind for the amount due.
 */
export function paymentOrScheduleSchema(loan: PayableLoan, room: ScheduleRoom | null, words: Words) {
  const amountTest = (kinds: readonly PaymentKindName[]) =>
    function check(this: Yup.TestContext) {
      const values = this.parent as PaymentValues;
      if (!kinds.includes(values.kind)) return true;
      if (values.kind !== 'CUSTOM' && values.when !== 'LATER') return true;
      const key = amountKey(values, loan, room);
      return key ? this.createError({ message: words(key) }) : true;
    };
  return paymentSchema(loan, (problem) => words(`account.payment.problem.${problem}`)).shape({
    when: Yup.string().oneOf(['NOW', 'LATER']).required(),
    kind: Yup.string()
      .oneOf(['DUE', 'CUSTOM', 'PAYOFF'])
      .required()
      .test('amount', amountTest(['DUE', 'PAYOFF'])),
    customAmount: Yup.string().test('amount', amountTest(['CUSTOM'])),
    runsOn: Yup.string().test('runsOn', function check(value) {
      const { when } = this.parent as PaymentValues;
      if (when !== 'LATER' || !room) return true;
      const problem = scheduleDateProblem(value, windowOfRoom(room));
      return problem ? this.createError({ message: words(`account.schedule.problem.${problem}`) }) : true;
    }),
  });
}

/** Where the server's refusal of a scheduled payment belongs on the form. */
export const formFieldOf = (field: string | undefined, kind: PaymentKindName): keyof PaymentValues | null => {
  if (field === 'runsOn') return 'runsOn';
  if (field === 'method') return 'method';
  if (field === 'authorizationAccepted') return 'authorized';
  if (field === 'amountCents') return kind === 'CUSTOM' ? 'customAmount' : 'kind';
  return null;
};

/** The choice of when to pay, in the order offered. */
export const WHEN_CHOICES = [
  { value: 'NOW', label: 'account.schedule.when.now' },
  { value: 'LATER', label: 'account.schedule.when.later' },
] as const satisfies readonly { value: PaymentValues['when']; label: string }[];

/** The form as it opens: paying now, the amount due (or the payoff), the method when there is only one. */
export const initialPaymentValues = (loan: PayableLoan, methods: readonly PaymentMethodName[]): PaymentValues => ({
  when: 'NOW',
  runsOn: '',
  kind: initialKind(loan),
  customAmount: '',
  method: methods.length === 1 ? methods[0]! : '',
  authorized: false,
});

/** Where the server's refusal of a change belongs in the change dialog. */
export const changeFieldOf = (field: string | undefined): 'amount' | 'runsOn' | null =>
  field === 'runsOn' ? 'runsOn' : field === 'amountCents' ? 'amount' : null;
