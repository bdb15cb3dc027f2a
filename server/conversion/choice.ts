// Saving the customer's choice of a conversion or refinance: refused unless the offer chosen is still the open payday
// loan's and the amount (and for a refinance the option) is within its limits; then the choice is kept with the terms
// disclosed, and the agreement to read before signing is issued with those figures.
import type { Lang } from '../../src/lib/i18n/lang';
import type { Db } from '../db/client';
import { loanConversions } from '../db/schema';
import type { ConversionRow, CustomerRow, LoanRow } from './access';
import { issueOfferAgreement } from './agreement';
import { convertAmountProblem, convertTerms, refinanceChoiceProblem, refinanceTerms } from './flow';
import { convertDetailsOf, offerIdOf, refinanceDetailsOf, type ConversionType } from './offers';
import { choiceRefused, staleOffer } from './refusals';

/** The open payday loan's offers as the customer saw them on `today`. */
export interface Offers {
  customer: CustomerRow;
  loan: LoanRow | null;
  types: ConversionType[];
  /** The loan-system code the customer was named by. */
  code: string;
  today: string;
}

export interface Choice {
  type: ConversionType;
  offerId: string;
  amountCents: number;
  refinanceOptionId?: number | null;
}

/** A conversion as answered: its row, the brand of the loan it concerns, its agreement's document id. */
export interface ConversionOutcome {
  conversion: ConversionRow;
  brand: string;
  agreementId: string | null;
}

/** The terms of the choice and the amount they are for; refused when the choice is outside the offer's limits. */
function termsOfChoice(loan: LoanRow, offers: Offers, choice: Choice, lang: Lang) {
  const { code, today } = offers;
  if (choice.type === 'CONVERSION') {
    const details = convertDetailsOf(loan, code, today);
    const problem = convertAmountProblem(details, choice.amountCents);
    if (problem) throw choiceRefused(problem, lang);
    return { terms: convertTerms(details, choice.amountCents, today), optionId: null, amount: choice.amountCents };
  }
  const details = refinanceDetailsOf(loan, code, today);
  const optionId = choice.refinanceOptionId ?? null;
  const amount = optionId === 1 ? 0 : choice.amountCents; // option 1 takes no amount
  const problem = refinanceChoiceProblem(details, optionId, amount);
  if (problem) throw choiceRefused(problem, lang);
  return { terms: refinanceTerms(details, optionId as 1 | 2 | 3, amount, today).terms, optionId, amount };
}

export async function saveChoice(db: Db, offers: Offers, choice: Choice, lang: Lang): Promise<ConversionOutcome> {
  const { customer, loan, types, today } = offers;
  if (!loan || !types.includes(choice.type) || offerIdOf(loan, choice.type, today) !== choice.offerId)
    throw staleOffer(lang);
  const { terms, optionId, amount } = termsOfChoice(loan, offers, choice, lang);
  const [row] = await db
    .insert(loanConversions)
    .values({
      customerId: customer.id,
      originalLoanNumber: loan.loanNumber,
      type: choice.type,
      refinanceOptionId: optionId,
      amountCents: amount,
      offerId: choice.offerId,
      terms: JSON.stringify(terms),
    })
    .returning();
  // The agreement to read before signing, with the figures just disclosed.
  const agreementId = await issueOfferAgreement(db, row!, loan, customer, lang);
  return { conversion: row!, brand: loan.brand, agreementId };
}
