// The payment form's values and checks (Formik + Yup): the kind of payment, a custom amount typed as dollars, the
// method on file and the customer's authorization. The amount rules are the server's (src/lib/account/payment.ts).
import * as Yup from 'yup';
import {
  paymentAmountOf,
  paymentProblem,
  type PayableLoan,
  type PaymentKindName,
  type PaymentMethodName,
} from '../../lib/account/payment';
import { moneyToCents } from '../../lib/inputFormats';

export interface PaymentValues {
  /** Pay now, or on a later day (a scheduled payment: ./scheduleForm.ts). */
  when: 'NOW' | 'LATER';
  /** The day a scheduled payment runs, YYYY-MM-DD (the date input's value). */
  runsOn: string;
  kind: PaymentKindName;
  customAmount: string;
  method: PaymentMethodName | '';
  authorized: boolean;
}

export const amountOf = (values: PaymentValues, loan: PayableLoan): number | null =>
  paymentAmountOf(values.kind, loan, values.kind === 'CUSTOM' ? moneyToCents(values.customAmount) : null);

/**
 * `messageOf` words a problem (the screen passes its translation with the payoff put in, since a field's error is
 * shown without values).
 */
export function paymentSchema(
  loan: PayableLoan,
  messageOf: (problem: string) => string = (p) => `account.payment.problem.${p}`,
) {
  return Yup.object({
    kind: Yup.string().oneOf(['DUE', 'CUSTOM', 'PAYOFF']).required(),
    customAmount: Yup.string().test('amount', function check(value) {
      const { kind } = this.parent as PaymentValues;
      if (kind !== 'CUSTOM') return true;
      const problem = paymentProblem('CUSTOM', moneyToCents(value ?? ''), loan);
      return problem ? this.createError({ message: messageOf(problem) }) : true;
    }),
    method: Yup.string().required('account.payment.problem.noSuchMethod'),
    authorized: Yup.boolean().oneOf([true], 'account.payment.authorizeRequired'),
  });
}

/** The kinds in the order the form offers them. */
export const PAYMENT_KINDS = ['DUE', 'PAYOFF', 'CUSTOM'] as const satisfies readonly PaymentKindName[];
/** The kind the form starts on: the amount due, or the payoff when nothing is due yet. */
export const initialKind = (loan: PayableLoan): PaymentKindName => (loan.amountDueCents > 0 ? 'DUE' : 'PAYOFF');
/** The payment pages (/account/payment and the two LoanPro routes). */
export type PaymentVariant = 'payment' | 'loanpro' | 'loanproDefault';
export const VARIANTS: Record<PaymentVariant, PaymentVariant> = {
  payment: 'payment',
  loanpro: 'loanpro',
  loanproDefault: 'loanproDefault',
};
