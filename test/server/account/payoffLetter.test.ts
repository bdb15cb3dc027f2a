// Payoff letters through the real server on a clock the test moves: who may ask (the customer for their own loan, a
// CSR acting as them, audited; another customer's loan FORBIDDEN), the days refused with their catalogue messages, the
// figures for the demo payday loan (flat: $345.00 any day) and the demo installment loan (the ledger's payoff on the
// day, its $8.043 per diem), a pending payment left out and named, the letter kept among the account's documents and
// downloaded by its owner or a CSR acting (audited) only, in the customer's language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBusinessDay } from '../../../server/afterDecision/bankCalendar';
import { auditLog, loans } from '../../../server/db/schema';
import { mailByOf } from '../../../server/payoff/issue';
import { daysBetween, plusDays, todayEastern, toUsDate } from '../../../src/lib/application/dates';
import { assertParsesAsPdf, pdfText } from '../documents/pdfText';
import { errorCode, startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import { PAY, payInput } from './accountHelpers';

const PAULA = 'open.payday@example.com';
const INES = 'installment.customer@example.com';
const CSR = 'csr.admin@example.com';
const REQUEST = `mutation($n: String!, $d: String!, $lang: String) { requestPayoffLetter(loanNumber: $n, goodThrough: $d, lang: $lang) {
  id loanNumber goodThrough issuedOn payoffAmount principal interest perDiemMills pendingAmount fileName url } }`;
const OPTIONS = `query { payoffLetterOptions { earliest latest loanNumbers } }`;
const DOCUMENTS = `query { accountDocuments { id kind fileName loanNumber goodThrough url } }`;

type Letter = {
  id: string;
  goodThrough: string;
  issuedOn: string;
  payoffAmount: number;
  principal: number;
  interest: number;
  perDiemMills: number | null;
  pendingAmount: number;
  fileName: string;
  url: string;
};

let h: Harness;
const clock = testClock();
afterAll(() => h?.close());
// Payments stay pending: the worker's timers are off and the test never ticks it.
beforeAll(async () => {
  h = await startHarness({}, { clock: clock.now, paymentWorker: { enabled: false } });
}, 60_000);

const today = () => todayEastern(clock.now());
const as = async (email: string, headers: Record<string, string> = {}) => ({ token: await h.idToken(email), headers });
const ask = async (who: { token: string; headers?: Record<string, string> }, n: string, d: string, lang?: string) =>
  (await h.graphql(REQUEST, { ...who, variables: { n, d, ...(lang ? { lang } : {}) } })).body;
const letterOf = (body: Awaited<ReturnType<typeof ask>>) => body.data?.requestPayoffLetter as Letter;
const download = async (url: string, headers: Record<string, string>) => fetch(`${h.baseUrl}${url}`, { headers });
const pdfOf = async (url: string, token: string) => {
  const res = await download(url, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await res.arrayBuffer());
  assertParsesAsPdf(bytes);
  return pdfText(bytes);
};
/** The refused fields of an answer. */
const fieldErrorsOf = (body: { errors?: { extensions?: unknown }[] }) =>
  (body.errors?.[0]?.extensions as { fieldErrors?: unknown } | undefined)?.fieldErrors;
/** Cents of interest from the running total of principal × bps × days, rounded half up (the ledger's rule). */
const cents = (units: bigint) => Number((2n * units + 3_650_000n) / 7_300_000n);

describe('who may ask for a payoff letter', () => {
  it('answers the customer and a CSR acting as them (audited); refuses the rest', async () => {
    const paula = await as(PAULA);
    expect(letterOf(await ask(paula, 'PDL-5000501', today())).payoffAmount).toBe(34_500);
    const other = await ask(await as(INES), 'PDL-5000501', today());
    expect(errorCode(other)).toBe('FORBIDDEN');
    expect(other.data?.requestPayoffLetter ?? null).toBeNull();
    expect(errorCode(await ask({ token: '' }, 'PDL-5000501', today()))).toBe('UNAUTHENTICATED');
    expect(errorCode(await ask(await as(CSR), 'PDL-5000501', today()))).toBe('FORBIDDEN');
    const acting = await ask(await as(CSR, { 'x-admin-auth-as': PAULA }), 'PDL-5000501', plusDays(today(), 1));
    expect(letterOf(acting).payoffAmount).toBe(34_500);
    const audited = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAULA), eq(auditLog.operation, 'Mutation.requestPayoffLetter')));
    expect(audited.map((row) => row.actorEmail)).toContain(CSR);
  });

  it('offers the window of days and the loans with something owed', async () => {
    const options = (await h.graphql(OPTIONS, await as(PAULA))).body.data?.payoffLetterOptions;
    expect(options).toEqual({ earliest: today(), latest: plusDays(today(), 10), loanNumbers: ['PDL-5000501'] });
  });
});

describe('the days a letter may be good through', () => {
  it.each([
    ['yesterday', -1, 'account.payoffLetter.problem.past', 'That day has passed. Choose today or a later day.'],
    ['11 days ahead', 11, 'account.payoffLetter.problem.tooFar', 'Choose a day no more than 10 days from today.'],
  ])('refuses %s with its catalogue message, at the field', async (_label, days, key, message) => {
    const body = await ask(await as(PAULA), 'PDL-5000501', plusDays(today(), days));
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(message);
    expect(fieldErrorsOf(body)).toEqual([{ field: 'goodThrough', key }]);
  });

  it('refuses a date that does not exist, in Spanish when asked in Spanish', async () => {
    const body = await ask(await as(PAULA), 'PDL-5000501', '2026-02-30', 'es');
    expect(body.errors?.[0]?.message).toBe('Escriba una fecha real con el formato MM/DD/AAAA.');
  });

  it('takes a weekend day or holiday, and says by when mail must arrive', async () => {
    const day = [...Array(11).keys()].map((i) => plusDays(today(), i)).find((d) => !isBusinessDay(d))!;
    const mailBy = mailByOf(day)!;
    expect(isBusinessDay(mailBy) && mailBy < day).toBe(true);
    const letter = letterOf(await ask(await as(PAULA), 'PDL-5000501', day));
    const text = await pdfOf(letter.url, await h.idToken(PAULA));
    expect(text).toContain(`${toUsDate(day)} is a weekend day or a bank holiday`);
    expect(text).toContain(`must reach us by ${toUsDate(mailBy)}`);
  });
});

describe('the figures, from the ledger', () => {
  it('quotes the payday loan flat: $300.00 and its $45.00 fee, any day, no per diem', async () => {
    const paula = await as(PAULA);
    const first = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 2)));
    const last = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 10)));
    for (const letter of [first, last])
      expect(letter).toMatchObject({ payoffAmount: 34_500, principal: 30_000, interest: 4_500, perDiemMills: null });
    const text = await pdfOf(first.url, paula.token);
    for (const words of [
      'Lumen Cash',
      'Lumen Cash, LLC',
      'Phone: 1-800-561-2274',
      'Paula Payday',
      '100 Broad St',
      'Columbus, OH 43215',
      'Re: Loan PDL-5000501',
      `Payoff good through ${toUsDate(plusDays(today(), 2))}`,
      '$300.00',
      '$45.00',
      '$345.00',
      'flat fee',
      'Payments pending on the date of this letter are not included.',
      'How to pay',
      'P.O. Box 4100, Columbus, OH 43216',
      `produced on ${toUsDate(today())}`,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('per diem');
  });

  it("quotes the installment loan's payoff on the day, its per diem, and leaves a pending payment out", async () => {
    const ines = await as(INES);
    const [row] = await h.server.services.db.select().from(loans).where(eq(loans.loanNumber, 'ILP-1900101'));
    const days = daysBetween(todayEastern(row!.originatedAt), today());
    const payoffIn = (ahead: number) => 140_000 + cents(140_000n * 20_968n * BigInt(days + ahead));
    const three = letterOf(await ask(ines, 'ILP-1900101', plusDays(today(), 3)));
    const four = letterOf(await ask(ines, 'ILP-1900101', plusDays(today(), 4)));
    expect(three).toMatchObject({ payoffAmount: payoffIn(3), principal: 140_000, perDiemMills: 8_043 });
    expect(three.interest).toBe(payoffIn(3) - 140_000);
    // A day later adds the per diem ($8.043) as the ledger rounds it: 804 or 805 cents.
    expect([804, 805]).toContain(four.payoffAmount - three.payoffAmount);
    const text = await pdfOf(three.url, ines.token);
    expect(text).toContain(`Interest accrued to ${toUsDate(plusDays(today(), 3))}`);
    expect(text).toContain('Daily interest (per diem)');
    expect(text).toContain('$8.043');

    // A payment pending is not in the payoff; the letter names it.
    const paid = await h.graphql(PAY, {
      ...ines,
      variables: { input: payInput({ loanNumber: 'ILP-1900101', amountCents: 5_000 }) },
    });
    expect(paid.body.errors).toBeUndefined();
    const pending = letterOf(await ask(ines, 'ILP-1900101', plusDays(today(), 3)));
    expect(pending).toMatchObject({ payoffAmount: three.payoffAmount, pendingAmount: 5_000 });
    expect(pending.id).not.toBe(three.id);
    expect(await pdfOf(pending.url, ines.token)).toContain('$50.00 is pending today');
  });

  it('answers the same letter when asked again the same day with nothing changed', async () => {
    const paula = await as(PAULA);
    const once = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 5)));
    const again = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 5)));
    expect(again.id).toBe(once.id);
  });

  it('writes the letter in Spanish when asked in Spanish', async () => {
    const paula = await as(PAULA);
    const letter = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 6), 'es'));
    const text = await pdfOf(letter.url, paula.token);
    expect(text).toContain('Carta de liquidación');
    expect(text).toContain('Los pagos pendientes en la fecha de esta carta no están incluidos.');
  });

  it('refuses a loan no longer open', async () => {
    const db = h.server.services.db;
    await db.update(loans).set({ status: 'PAID_IN_FULL' }).where(eq(loans.loanNumber, 'ILP-1900101'));
    const body = await ask(await as(INES), 'ILP-1900101', today());
    expect(fieldErrorsOf(body)).toEqual([{ field: 'loanNumber', key: 'account.payoffLetter.problem.notOpen' }]);
    expect((await h.graphql(OPTIONS, await as(INES))).body.data?.payoffLetterOptions).toMatchObject({
      loanNumbers: [],
    });
    await db.update(loans).set({ status: 'OPEN' }).where(eq(loans.loanNumber, 'ILP-1900101'));
  });
});

describe('the letter among the account’s documents', () => {
  it('is listed with its day and downloaded by its owner or a CSR acting as them (audited), by no one else', async () => {
    const paula = await as(PAULA);
    const letter = letterOf(await ask(paula, 'PDL-5000501', plusDays(today(), 7)));
    const docs = (await h.graphql(DOCUMENTS, paula)).body.data?.accountDocuments as { id: string }[];
    expect(docs).toContainEqual({
      id: letter.id,
      kind: 'PAYOFF_LETTER',
      fileName: `payoff-letter-PDL-5000501-${plusDays(today(), 7)}.pdf`,
      loanNumber: 'PDL-5000501',
      goodThrough: plusDays(today(), 7),
      url: `/documents/${letter.id}`,
    });
    const ines = await h.idToken(INES);
    expect(
      ((await h.graphql(DOCUMENTS, { token: ines })).body.data?.accountDocuments as { id: string }[]).map((d) => d.id),
    ).not.toContain(letter.id);
    expect((await download(letter.url, { authorization: `Bearer ${ines}` })).status).toBe(403);
    const csr = await h.idToken(CSR);
    expect((await download(letter.url, { authorization: `Bearer ${csr}` })).status).toBe(403);
    expect((await download(letter.url, { authorization: `Bearer ${csr}`, 'x-admin-auth-as': PAULA })).status).toBe(200);
    const [audit] = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectEmail, PAULA), eq(auditLog.operation, 'GET /documents')));
    expect(audit?.actorEmail).toBe(CSR);
    expect((await download(letter.url, {})).status).toBe(401);
  });
});
