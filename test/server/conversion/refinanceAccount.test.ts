// A refinance through the real server, for each option: the ESign step's terms are a Fed box (APR, finance charge,
// amount financed, total of payments, the one payment and its date) with an unsigned agreement to read first; after
// the signature the account's loan owes exactly what was disclosed (amount due, payoff, due date, finance charge,
// APR), and the signed agreement, listed with the account's documents, names the new loan by its number and words
// its schedule as one payment on one date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUsDate } from '../../../src/lib/application/dates';
import { formatCents } from '../../../src/lib/money';
import { pdfText } from '../documents/pdfText';
import { startHarness, type Harness } from '../harness';
import { callersFor, type Callers } from '../applications/helpers';
import { insertPaydayLoan } from '../paydayLoanFor';

type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by path

const PAULA = 'open.payday@example.com';
const CODE = 'LP-500501';
let h: Harness;
let paula: Callers;

beforeAll(async () => {
  h = await startHarness();
  paula = await callersFor(h, PAULA, 'online.returning@example.com');
}, 60_000);
afterAll(() => h.close());

const REFINANCE = `query($c: String!) { refinanceDetails(customerCode: $c) { offerId loanAmount newDueDate maximumBorrow
  minimumLoan apr termDays } }`;
const FIELDS = `id status dueToday cashBack newLoanNumber agreementUrl
  loanDetails { loanAmount financeCharge paymentAmount paymentDueDate apr totalOfPayments numberOfPayments
    paymentFrequency convertedLoanNumber convertedPayoff paymentSchedule { installmentNumber paymentAmount dueDate } }`;
const CHOOSE = `mutation($i: ConversionChoiceInput!) { saveConversionChoice(input: $i) { ${FIELDS} } }`;
const SIGN = `mutation($id: ID!, $n: String!) { esignConversion(id: $id, signatureName: $n) { ${FIELDS} } }`;
const LOANS = `query { customerLoans { loanNumber productCode status loanAmount financeCharge payoffAmount amountDue
  dueDate apr paymentFrequency numberOfPayments convertedFromLoanNumber paymentSchedule { paymentAmount dueDate } } }`;
const DOCUMENTS = `query { accountDocuments { fileName loanNumber signedAt url } }`;

const db = () => h.server.services.db;

/** A fresh open payday loan for Paula ($300 and its $45 fee; the newest is the one offered). */
const freshLoan = (): Promise<string> => insertPaydayLoan(db(), PAULA);

async function pdfAt(url: string): Promise<string> {
  const res = await fetch(`${h.baseUrl}${url}`, { headers: { authorization: `Bearer ${await h.idToken(PAULA)}` } });
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe('refinance: the Fed box before signing, the same figures on the account after', () => {
  it.each([
    // option, amount entered, new loan, its finance charge (the loan's rate for the 14-day term), paid today, cash back
    [1, 0, 30_000, 4_500, 4_500, 0],
    [2, 10_000, 20_000, 3_000, 14_500, 0],
    [3, 10_000, 40_000, 6_000, 0, 5_500],
  ])('option %i (amount %i cents)', async (option, amountCents, loanAmount, financeCharge, dueToday, cashBack) => {
    const oldNumber = await freshLoan();
    const offer = (await paula.call('owner', REFINANCE, { c: CODE })).data!.refinanceDetails as Answer;
    expect(offer).toMatchObject({ termDays: 14, minimumLoan: 10_000, maximumBorrow: 20_000 });
    const chosen = (
      await paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId: option, amountCents },
      })
    ).data!.saveConversionChoice as Answer;
    const total = loanAmount + financeCharge;
    // The Fed box of a new single-payment loan made today and due 14 days later: 15% for 14 days is 391.07% APR.
    expect(chosen).toMatchObject({ dueToday, cashBack });
    expect(chosen.loanDetails).toMatchObject({
      loanAmount,
      financeCharge,
      totalOfPayments: total,
      paymentAmount: total,
      paymentDueDate: offer.newDueDate,
      apr: 391.07,
      numberOfPayments: 1,
      paymentFrequency: null,
      convertedLoanNumber: oldNumber,
      convertedPayoff: 34_500,
      paymentSchedule: [{ installmentNumber: 1, paymentAmount: total, dueDate: offer.newDueDate }],
    });
    // The agreement to read before signing: the same figures, no loan number yet, not signed.
    expect(chosen.agreementUrl).toMatch(/^\/documents\/[0-9a-f-]{36}$/);
    const unsigned = await pdfAt(chosen.agreementUrl);
    for (const figure of ['391.07%', formatCents(financeCharge), formatCents(loanAmount), formatCents(total)])
      expect(unsigned).toContain(figure);
    expect(unsigned).toContain('Your loan number is given when you sign.');
    expect(unsigned).toContain(`This loan pays off and replaces loan ${oldNumber}`);
    expect(unsigned).toContain('Not yet signed.');

    const signed = (await paula.call('owner', SIGN, { id: chosen.id, n: 'Paula Payday' })).data!
      .esignConversion as Answer;
    expect(signed.status).toBe('CONFIRMED');
    const number = signed.newLoanNumber as string;

    // The account shows the loan as signed, to the cent and the day.
    const listed = (await paula.call('owner', LOANS)).data!.customerLoans as Answer[];
    const made = listed.find((l) => l.loanNumber === number)!;
    expect(made).toMatchObject({
      productCode: 'PDL',
      status: 'OPEN',
      loanAmount,
      financeCharge,
      amountDue: total,
      payoffAmount: total,
      dueDate: offer.newDueDate,
      apr: 391.07,
      paymentFrequency: null,
      numberOfPayments: 1,
      convertedFromLoanNumber: oldNumber,
      paymentSchedule: [{ paymentAmount: total, dueDate: offer.newDueDate }],
    });
    expect(listed.find((l) => l.loanNumber === oldNumber)?.status).toBe('REFINANCED');

    // The signed agreement: the new loan's number where the loan number goes, one payment on one date.
    expect(signed.agreementUrl).not.toBe(chosen.agreementUrl);
    const text = await pdfAt(signed.agreementUrl);
    expect(text).toContain(`Loan number: ${number}.`);
    expect(text).toContain(`One payment of ${formatCents(total)} on ${toUsDate(offer.newDueDate)}`);
    expect(text).not.toContain('every two weeks');
    expect(text).toContain('Signed electronically by Paula Payday');
    const docs = (await paula.call('owner', DOCUMENTS)).data!.accountDocuments as Answer[];
    expect(docs).toContainEqual(
      expect.objectContaining({
        url: signed.agreementUrl,
        loanNumber: number,
        fileName: `loan-agreement-${number}.pdf`,
      }),
    );
    // The unsigned copy is not among the signed documents.
    expect(docs.map((d) => d.url)).not.toContain(chosen.agreementUrl);
  });

  it('refuses paying back so much that no loan is left (the new loan is at least the smallest payday loan)', async () => {
    await freshLoan();
    const offer = (await paula.call('owner', REFINANCE, { c: CODE })).data!.refinanceDetails as Answer;
    const body = await paula.call('owner', CHOOSE, {
      i: { customerCode: CODE, offerId: offer.offerId, type: 'REFINANCE', refinanceOptionId: 2, amountCents: 20_001 },
    });
    const problem = (body.errors?.[0]?.extensions as Answer | undefined)?.fieldErrors?.[0];
    expect(problem).toMatchObject({ field: 'amountCents', key: 'conversion.validation.aboveLoan' });
    expect(body.errors?.[0]?.message).toBe('You can pay back at most $200: your new loan must be at least $100.');
  });
});
