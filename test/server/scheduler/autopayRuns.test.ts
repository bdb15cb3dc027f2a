// Autopay through the payment scheduler over simulated weeks, in two API processes on one database: the notice before
// the first withdrawal goes on the first pass (3 business days ahead at least), in the customer's language with the
// brand's name and phone; the debit runs on its due date only, and a due date on a weekend runs the next business
// day; each attempt runs once between the two processes. On a covered loan a failed debit ($13.13, the demo's
// failing amount) is tried again after its notice, 3 business days later; after the second failure in a row nothing
// more is attempted, autopay is STOPPED, the consumer-rights notice goes at once and the account asks for a new
// authorization; a new turn-on resumes the debits. Every attempt and stop is in the audit log.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autopayPaymentKeyOf } from '../../../server/autopay/attempts';
import {
  auditLog,
  autopayDebits,
  autopayEnrollments,
  autopayNotices,
  customers,
  loans,
  payments,
} from '../../../server/db/schema';
import { setMessageLanguage } from '../../../server/preferences/choices';
import { giveConsent } from '../../../server/preferences/consents';
import { consentWording } from '../../../server/preferences/wording';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { lenderOf } from '../../../src/lib/account/authorization';
import { testClock } from '../testClock';
import { PAULA, PAULA_LOAN, START, useTwoProcesses } from './schedulerHelpers';

const clock = testClock(START);
const run = useTwoProcesses(clock);

const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) { status } }`;
const STATE = `query { customerLoans { loanNumber autopay { status canTurnOn nextDebit { runDate amount } } } }`;
const turnOn = async () =>
  (
    await run.first.graphql(ON, {
      token: await run.first.idToken(PAULA),
      variables: {
        input: {
          loanNumber: PAULA_LOAN,
          method: 'DEBIT_CARD',
          authorizationAccepted: true,
          authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
        },
      },
    })
  ).body;
const autopayOf = async () => {
  const { body } = await run.first.graphql(STATE, { token: await run.first.idToken(PAULA) });
  const all = body.data?.customerLoans as { loanNumber: string; autopay: { status: string; canTurnOn: boolean } }[];
  return all.find((l) => l.loanNumber === PAULA_LOAN)!.autopay;
};
const autopayPayments = () => run.db().select().from(payments).where(like(payments.idempotencyKey, 'autopay:%'));
const mail = async () => (await run.first.server.services.outbox.list(PAULA)).reverse();

let loanId = '';
let customerId = '';

describe('autopay run by the scheduler', () => {
  it('sends the first withdrawal notice on the first pass, in the customer’s language', async () => {
    // Paula's payday loan made to owe $13.13 (the amount the demo's bank refuses), due Saturday 26 December.
    const [loan] = await run
      .db()
      .update(loans)
      .set({ principalCents: 1_313, feeCents: 0, dueDate: '2026-12-26' })
      .where(eq(loans.loanNumber, PAULA_LOAN))
      .returning();
    loanId = loan!.id;
    customerId = loan!.customerId;
    const [customer] = await run.db().select().from(customers).where(eq(customers.id, customerId));
    const facts = { brand: customer!.brand, phone: customer!.phone };
    await giveConsent(
      run.db(),
      { customerId, consent: 'ESIGN', lang: 'es', facts, at: clock.now(), recordedBy: PAULA },
      consentWording('ESIGN', 'es', facts)!,
    );
    await setMessageLanguage(run.db(), customerId, 'es', { at: clock.now(), email: PAULA });
    expect((await turnOn()).errors).toBeUndefined();

    run.at('2026-12-21', 12, 5);
    const ran = await run.runBoth();
    expect(ran).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'NOTICE', notices: ['FIRST_WITHDRAWAL'] }),
    ]);
    expect(await run.runBoth()).toEqual([]);
    const notices = await run.db().select().from(autopayNotices);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'FIRST_WITHDRAWAL',
        runDate: '2026-12-28',
        channel: 'EMAIL',
        sentOn: '2026-12-21',
      }),
    ]);
    const lender = lenderOf(customer!.brand);
    const sent = (await mail()).filter((m) => m.subject.startsWith('Pago automático: se debitarán'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('13.13');
    expect(sent[0]!.text).toContain(lender.name);
    expect(sent[0]!.text).toContain(lender.phoneNumber);
    expect(sent[0]!.text).toContain('Este es el primer pago automático');
  });

  it('debits nothing before the run date, then once on the business day after the weekend due date', async () => {
    for (const day of ['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    expect(await autopayPayments()).toEqual([]);
    run.at('2026-12-28');
    const ran = await run.runBoth();
    expect(ran).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'TAKEN', dueDate: '2026-12-26', attempt: 1 }),
    ]);
    expect(await run.runBoth()).toEqual([]);
    const taken = await autopayPayments();
    const [enrollment] = await run.db().select().from(autopayEnrollments).where(eq(autopayEnrollments.loanId, loanId));
    expect(taken).toEqual([
      expect.objectContaining({
        idempotencyKey: autopayPaymentKeyOf(enrollment!.id, '2026-12-26', 1),
        amountCents: 1_313,
        status: 'PENDING',
      }),
    ]);
  });

  it('tries a failed debit again once, after its notice, then stops a covered loan’s autopay', async () => {
    expect(await run.settle()).toBe(1);
    // Learned on the scheduler's next look: a new try 3 business days on, announced today.
    const failed = await run.runBoth();
    expect(failed).toEqual([
      expect.objectContaining({ source: 'autopayOutcome', outcome: 'FAILED', attempt: 1, retryOn: '2026-12-31' }),
    ]);
    const retryNotice = await run
      .db()
      .select()
      .from(autopayNotices)
      .where(eq(autopayNotices.kind, 'UNUSUAL_WITHDRAWAL'));
    expect(retryNotice).toEqual([
      expect.objectContaining({ runDate: '2026-12-31', sentOn: '2026-12-28', because: ['RETRY'] }),
    ]);
    expect((await mail()).some((m) => m.text.includes('Este es un nuevo intento'))).toBe(true);
    for (const day of ['2026-12-29', '2026-12-30']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    run.at('2026-12-31');
    expect(await run.runBoth()).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'TAKEN', dueDate: '2026-12-26', attempt: 2 }),
    ]);
    expect(await run.settle()).toBe(1);
    expect(await run.runBoth()).toEqual([expect.objectContaining({ source: 'autopayOutcome', outcome: 'STOPPED' })]);

    const [enrollment] = await run.db().select().from(autopayEnrollments).where(eq(autopayEnrollments.loanId, loanId));
    expect(enrollment).toMatchObject({ status: 'STOPPED', endedReason: 'FAILED_TWICE' });
    const rights = (await mail()).filter((m) => m.text.includes('Alerta: Aviso de derechos del consumidor'));
    expect(rights).toHaveLength(1);
    expect(rights[0]!.text).toContain('consumerfinance.gov/payday-rule');
    expect(rights[0]!.text).toContain(
      '13.13 de su tarjeta de débito terminada en 4242, fallido (fondos insuficientes)',
    );
    expect(await autopayOf()).toMatchObject({ status: 'STOPPED', canTurnOn: true });
  });

  it('attempts nothing more on the following weeks', async () => {
    for (const day of ['2027-01-04', '2027-01-05', '2027-01-07', '2027-01-11', '2027-01-14']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    expect(await autopayPayments()).toHaveLength(2);
    const attempts = await run.db().select().from(autopayDebits);
    expect(attempts.map((a) => [a.attempt, a.outcome, a.runDate])).toEqual([
      [1, 'FAILED', '2026-12-28'],
      [2, 'FAILED', '2026-12-31'],
    ]);
  });

  it('resumes under a new authorization: its own first notice, then the debit on the due date', async () => {
    run.at('2027-01-15', 12);
    // What is owed changed (a $50.00 balance, due Friday 22 January): the new authorization covers it.
    await run.db().update(loans).set({ principalCents: 5_000, dueDate: '2027-01-22' }).where(eq(loans.id, loanId));
    expect((await turnOn()).errors).toBeUndefined();
    expect(await autopayOf()).toMatchObject({ status: 'ON' });
    expect(await run.runBoth()).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'NOTICE', notices: ['FIRST_WITHDRAWAL'] }),
    ]);
    for (const day of ['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    run.at('2027-01-22');
    expect(await run.runBoth()).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'TAKEN', dueDate: '2027-01-22', attempt: 1 }),
    ]);
    expect(await run.settle()).toBe(1);
    expect(await run.runBoth()).toEqual([expect.objectContaining({ source: 'autopayOutcome', outcome: 'POSTED' })]);
  });

  it('writes every attempt and the stop to the audit log, against the customer', async () => {
    const rows = await run.db().select().from(auditLog).where(like(auditLog.operation, 'autopay.%'));
    const ops = rows.filter((r) => r.subjectEmail === PAULA).map((r) => r.operation);
    expect(ops.filter((o) => o === 'autopay.debit')).toHaveLength(3);
    expect(ops.filter((o) => o === 'autopay.stopped')).toHaveLength(1);
    expect(ops.filter((o) => o === 'autopay.settled')).toHaveLength(3);
  });
});
