// The amount step's form: the amount as typed (money text, which the slider also writes) and the term, checked with
// the rules the server applies (src/lib/application/loanRequest.ts), so a value the form accepts is one it saves.
import { object, string } from 'yup';
import { loanRequestProblems, type LoanLimits } from '../../../lib/application/loanRequest';
import { centsToMoney, moneyToCents } from '../../../lib/inputFormats';

export interface AmountValues {
  amount: string;
  term: string;
}

/** Cents and whole term of the values, or null for what does not parse. */
export function parsedValues(values: AmountValues): { amountCents: number | null; term: number | null } {
  // Formik hands its schema empty fields as undefined.
  const amountCents = moneyToCents(values.amount ?? '');
  const typedTerm = (values.term ?? '').trim();
  const term = /^\d{1,3}$/.test(typedTerm) ? Number(typedTerm) : null;
  return { amountCents, term };
}

/** The values when both are acceptable for these limits; null otherwise (the Fed box shows only real offers). */
export function acceptedValues(limits: LoanLimits, values: AmountValues): { amountCents: number; term: number } | null {
  const { amountCents, term } = parsedValues(values);
  if (amountCents === null || term === null) return null;
  return loanRequestProblems(limits, amountCents, term).length === 0 ? { amountCents, term } : null;
}

export function amountSchema(limits: LoanLimits) {
  const problemOf = (field: 'amountCents' | 'term', values: AmountValues) => {
    const { amountCents, term } = parsedValues(values);
    return loanRequestProblems(limits, amountCents ?? -1, term ?? -1).find((p) => p.field === field)?.key;
  };
  return object({
    amount: string()
      .required('verification.required')
      .test({
        name: 'amount',
        test(_value, context) {
          const key = problemOf('amountCents', context.parent as AmountValues);
          return key ? context.createError({ message: key }) : true;
        },
      }),
    term: string()
      .required('verification.required')
      .test({
        name: 'term',
        test(_value, context) {
          const key = problemOf('term', context.parent as AmountValues);
          return key ? context.createError({ message: key }) : true;
        },
      }),
  });
}

/** Where the form starts: the saved request for this product, else the product's example snapped into its limits. */
export function initialAmountValues(
  limits: LoanLimits,
  saved: { amountCents: number; term: number } | null,
  example: { amountCents?: number | null; term?: number | null },
): AmountValues {
  if (saved) return { amount: centsToMoney(saved.amountCents), term: String(saved.term) };
  const raw = example.amountCents ?? limits.maxAmount;
  const snapped = limits.minAmount + Math.round((raw - limits.minAmount) / limits.step) * limits.step;
  const amount = Math.min(limits.maxAmount, Math.max(limits.minAmount, snapped));
  const term = Math.min(limits.maxTerm, Math.max(limits.minTerm, example.term ?? limits.maxTerm));
  return { amount: centsToMoney(amount), term: String(term) };
}
