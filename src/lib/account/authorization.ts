// The Reg E authorization of a one-time payment (12 CFR 1005.10(b)): the same words on the
// payment screen and in the record the server keeps with the payment, both made from these values and the catalogue
// text `account.payment.authorization`. The lender named is the loan's brand (its key on the loan), never the visit's:
// one source for the screen and the server, so the words kept are the words shown.
import { BRANDS, brandOrDefault } from '../../../brands/catalog';
import { toUsDate } from '../application/dates';
import { formatCents } from '../money';
import type { PaymentMethodName } from './payment';

export interface AuthorizationFacts {
  /** The loan's brand key (Loan.brand): its lender and phone are named. */
  loanBrand: string;
  amountCents: number;
  /** The method's name in the reader's language ("debit card"). */
  methodName: string;
  last4: string;
  /** The day of the debit, YYYY-MM-DD (the server's today). */
  date: string;
  loanNumber: string;
}

export const AUTHORIZATION_KEY = 'account.payment.authorization' as const;
/** The catalogue key of a method's name and of its "ending in" label (keys are camelCase, the enum is not). */
export const METHOD_KEYS = {
  DEBIT_CARD: { name: 'account.payment.methodName.debitCard', label: 'account.payment.method.debitCard' },
  BANK_ACCOUNT: { name: 'account.payment.methodName.bankAccount', label: 'account.payment.method.bankAccount' },
} as const satisfies Record<PaymentMethodName, { name: string; label: string }>;
export const methodNameKey = (method: PaymentMethodName) => METHOD_KEYS[method].name;

/** The brand that lent the loan (an unknown key is the default brand, as the server reads it). */
export const lenderOf = (loanBrand: string) => BRANDS[brandOrDefault(loanBrand)];

export const authorizationValues = (facts: AuthorizationFacts) => ({
  brand: lenderOf(facts.loanBrand).name,
  amount: formatCents(facts.amountCents),
  method: facts.methodName,
  last4: facts.last4,
  date: toUsDate(facts.date),
  loanNumber: facts.loanNumber,
  phone: lenderOf(facts.loanBrand).phoneNumber,
});
