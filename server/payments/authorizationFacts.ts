// What a payment's Reg E authorization (12 CFR 1005.10(b)) says of the loan, the method and the amount, in the
// language it was shown in: the one source of the words makePayment and a scheduled payment keep with the debit, so
// both are written from the same catalogue values as the screen wrote them.
import { methodNameKey, type AuthorizationFacts } from '../../src/lib/account/authorization';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import type { LoanRow } from '../loans/repository';

export function authorizationFactsOf(
  loan: LoanRow,
  method: PaymentMethodName,
  amountCents: number,
  lang: Lang,
): Omit<AuthorizationFacts, 'date'> {
  const last4 =
    method === 'DEBIT_CARD' ? loan.debitCardLast4 : method === 'BANK_ACCOUNT' ? loan.bankAccountLast4 : null;
  return {
    loanBrand: loan.brand,
    amountCents: Number.isSafeInteger(amountCents) ? amountCents : 0,
    methodName: serverText(lang, methodNameKey(method)),
    last4: last4 ?? '',
    loanNumber: loan.loanNumber,
  };
}
