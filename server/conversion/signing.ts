// Signing a conversion or refinance makes the new loan in the same step: the signature is the last thing the customer
// does, and the confirmation shows the loan it made. Refused unless the conversion still waits for its signature,
// the name signed is the customer's, and the offer is still the open payday loan's (the loan may have been paid or
// changed meanwhile). A payment on the old loan still pending holds the signature until it settles.
import { and, eq } from 'drizzle-orm';
import { todayEastern } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import type { Db } from '../db/client';
import { customers, loanConversions } from '../db/schema';
import { RequestRefused } from '../domainErrors';
import { conversionAgreementId, openPaydayLoan, type ConversionRow, type CustomerRow } from './access';
import { keepSignedAgreement, signedAgreementPdf } from './agreement';
import type { ConversionOutcome } from './choice';
import { termsOf } from './flow';
import { LoanChangedError, PaymentPendingError, newLoanNumber, replaceLoan, type Replacement } from './loanWrites';
import { offerIdOf } from './offers';
import { choiceRefused, paymentPending, staleOffer } from './refusals';

const fullName = (c: CustomerRow) => `${c.firstName} ${c.lastName}`;
const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

async function customerOf(db: Db, customerId: string): Promise<CustomerRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  return customer!;
}

/** The signer's customer record, once the conversion may be signed with this name; refused otherwise. */
async function signer(db: Db, row: ConversionRow, signatureName: string, lang: Lang): Promise<CustomerRow> {
  if (row.status !== 'CUSTOMIZE')
    throw choiceRefused({ field: 'id', key: 'conversion.validation.alreadySigned', values: {} }, lang);
  const customer = await customerOf(db, row.customerId);
  if (!signatureName.trim())
    throw choiceRefused({ field: 'signatureName', key: 'conversion.validation.signatureRequired', values: {} }, lang);
  if (normalName(signatureName) !== normalName(fullName(customer))) {
    const key = 'conversion.validation.signatureMismatch';
    throw new RequestRefused(serverText(lang, key, { name: fullName(customer) }), [{ field: 'signatureName', key }]);
  }
  return customer;
}

/** Signs the conversion (the caller's own: server/conversion/access.ts) with `signatureName` at `signedAt`. */
export async function signConversion(
  db: Db,
  row: ConversionRow,
  signatureName: string,
  lang: Lang,
  signedAt: Date,
): Promise<ConversionOutcome> {
  const customer = await signer(db, row, signatureName, lang);
  const loan = await openPaydayLoan(db, row.customerId);
  const type = row.type as 'CONVERSION' | 'REFINANCE';
  // The day the offer is checked against and the moment it is signed are the same instant.
  const today = todayEastern(signedAt);
  if (!loan || loan.loanNumber !== row.originalLoanNumber || offerIdOf(loan, type, today) !== row.offerId)
    throw staleOffer(lang);
  const terms = termsOf(row);
  const name = signatureName.trim();
  // The number is drawn first so the signed agreement carries it where the loan number goes.
  const loanNumber = newLoanNumber(terms.newLoan.productCode);
  const pdf = await signedAgreementPdf(row, loan, customer, lang, { loanNumber, name, at: signedAt });
  const replacement: Replacement = {
    old: loan,
    loanNumber,
    terms: terms.newLoan,
    signed: terms.loanDetails,
    closedAs: type === 'CONVERSION' ? 'CONVERTED' : 'REFINANCED',
    at: signedAt,
  };
  try {
    await replaceLoan(db, replacement, async (tx) => {
      await tx
        .update(loanConversions)
        .set({ status: 'CONFIRMED', signatureName: name, signedAt, newLoanNumber: loanNumber, confirmedAt: signedAt })
        .where(and(eq(loanConversions.id, row.id), eq(loanConversions.status, 'CUSTOMIZE')));
      // Kept with every other signed document (GET /documents/:id, the account's documents page), with the loan.
      await keepSignedAgreement(tx, row, lang, { loanNumber, at: signedAt, bytes: pdf });
    });
  } catch (error) {
    if (error instanceof LoanChangedError) throw staleOffer(lang);
    if (error instanceof PaymentPendingError) throw paymentPending(lang, error.amountCents, loan.loanNumber);
    throw error;
  }
  const [updated] = await db.select().from(loanConversions).where(eq(loanConversions.id, row.id));
  return { conversion: updated!, brand: loan.brand, agreementId: await conversionAgreementId(db, row.id) };
}
