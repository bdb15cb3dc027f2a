// How the conversion flow refuses a choice or a signature: the refused field with its catalogue key and the figures
// it quotes (formatted as the customer reads them), the message in the customer's language.
import { formatCents } from '../../src/lib/money';
import type { MessageKey } from '../../src/lib/i18n/en';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import { RequestRefused } from '../domainErrors';
import type { ChoiceProblem } from './flow';

export function choiceRefused(problem: ChoiceProblem, lang: Lang): RequestRefused {
  const values = Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, formatCents(v, 'auto')]));
  const message = serverText(lang, problem.key as MessageKey, values);
  return new RequestRefused(message, [{ field: problem.field, key: problem.key, values }]);
}

/** The offer chosen or signed is no longer the loan's (the loan was paid, changed or closed meanwhile). */
export const staleOffer = (lang: Lang) =>
  choiceRefused({ field: 'offerId', key: 'conversion.validation.staleOffer', values: {} }, lang);

/**
 * A payment on the loan has not settled: the loan is not replaced until it has (docs/payments.md). The demo loan
 * system settles within seconds, so the customer is told to try again in a minute (`retryAfterSeconds` for callers).
 */
export function paymentPending(lang: Lang, amountCents: number, loanNumber: string): RequestRefused {
  const key = 'conversion.validation.paymentPending';
  const values = { amount: formatCents(amountCents), loanNumber };
  return new RequestRefused(serverText(lang, key, values), [{ field: 'id', key, values }], 60);
}
