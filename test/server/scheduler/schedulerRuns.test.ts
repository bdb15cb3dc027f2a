// The payment scheduler over simulated days, in two API processes on one database: a scheduled payment runs on its
// day only (not before, not on a weekend), once between the two processes (each row claimed FOR UPDATE SKIP LOCKED;
// the payment's key derived from the row), as a PENDING payment the payment worker settles; on its day its amount is
// checked against the ledger again, and one above what is then owed, or on a loan that can no longer take it, is not
// taken (nothing charged; the row says why); a day that passed without a run is never made up later. Every attempt
// is in the audit log.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loans, payments } from '../../../server/db/schema';
import { paymentKeyOf } from '../../../server/scheduler/runScheduled';
import { PAY, payInput } from '../account/accountHelpers';
import { testClock } from '../testClock';
import { PAULA, PAULA_LOAN, PAYOFF, scheduler, START, useTwoProcesses } from './schedulerHelpers';

const INES = 'installment.customer@example.com';
const INES_LOAN = 'ILP-1900101';
const clock = testClock(START);
const run = useTwoProcesses(clock);

const byId = async (id: string, email = PAULA, loan = PAULA_LOAN) =>
  (await scheduler(run.first, email).list(loan)).payments.find((p) => p.id === id)!;

describe('the payment scheduler', () => {
  const ids: Record<string, string> = {};

  it('runs nothing before the day, then each payment due once between two processes', async () => {
    const paula = scheduler(run.first);
    const ines = scheduler(run.second, INES);
    for (const [name, runsOn, amountCents] of [
      ['p22', '2026-12-22', 5_000],
      ['p23', '2026-12-23', 6_000],
      ['p28', '2026-12-28', 1_000],
      ['p31', '2026-12-31', 4_000],
    ] as const) {
      const body = await paula.schedule({ runsOn, amountCents });
      expect(body.errors).toBeUndefined();
      ids[name] = (body.data?.schedulePayment as { id: string }).id;
    }
    const inesBody = await ines.schedule({ loanNumber: INES_LOAN, runsOn: '2026-12-22', amountCents: 11_942 });
    expect(inesBody.errors).toBeUndefined();
    ids.ines22 = (inesBody.data?.schedulePayment as { id: string }).id;

    // The evening before: nothing is due yet.
    run.at('2026-12-21', 23, 30);
    expect(await run.runBoth()).toEqual([]);

    // Just after midnight on the 22nd: the two due that day run, each exactly once.
    run.at('2026-12-22');
    const ran = await run.runBoth();
    expect(ran.map((r) => r.id).sort()).toEqual([ids.p22, ids.ines22].sort());
    expect(ran.every((r) => r.outcome === 'TAKEN')).toBe(true);
    expect(await run.runBoth()).toEqual([]);
    const taken = await run.db().select().from(payments).where(like(payments.idempotencyKey, 'scheduled:%'));
    expect(taken.map((p) => p.idempotencyKey).sort()).toEqual(
      [paymentKeyOf(ids.p22!), paymentKeyOf(ids.ines22!)].sort(),
    );
    expect(taken.find((p) => p.idempotencyKey === paymentKeyOf(ids.p22!))).toMatchObject({
      amountCents: 5_000,
      kind: 'CUSTOM',
      method: 'DEBIT_CARD',
      status: 'PENDING',
    });
    // The payment worker settles it like any payment; the row names it.
    expect(await run.settle()).toBe(2);
    const p22 = await byId(ids.p22!);
    expect(p22).toMatchObject({ status: 'TAKEN', changeable: false });
    expect(p22.confirmationNumber).toMatch(/^PMT-/);
    expect(await byId(ids.p23!)).toMatchObject({ status: 'SCHEDULED' });
  });

  it('checks the amount against the ledger on the day: above what is owed then, it is not taken', async () => {
    // Paid down now, outside the schedule, to less than the next scheduled payment.
    const token = await run.first.idToken(PAULA);
    const owed = PAYOFF - 5_000;
    const pay = await run.first.graphql(PAY, {
      token,
      variables: { input: payInput({ loanNumber: PAULA_LOAN, amountCents: owed - 3_000 }) },
    });
    expect(pay.body.errors).toBeUndefined();
    await run.settle();
    run.at('2026-12-23');
    const ran = await run.runBoth();
    expect(ran).toEqual([expect.objectContaining({ id: ids.p23, outcome: 'SKIPPED', reason: 'ABOVE_PAYOFF' })]);
    expect(await byId(ids.p23!)).toMatchObject({ status: 'SKIPPED', skipReason: 'ABOVE_PAYOFF' });
    const keyed = await run
      .db()
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, paymentKeyOf(ids.p23!)));
    expect(keyed).toEqual([]);
  });

  it('runs nothing on a weekend or a holiday, and never makes up a day that passed without a run', async () => {
    run.at('2026-12-25', 9);
    expect(await run.runBoth()).toEqual([]);
    run.at('2026-12-26', 9);
    expect(await run.runBoth()).toEqual([]);
    // Monday the 28th goes by with no scheduler up; on the 29th its payment is not taken a day late.
    run.at('2026-12-29');
    const ran = await run.runBoth();
    expect(ran).toEqual([expect.objectContaining({ id: ids.p28, outcome: 'SKIPPED', reason: 'MISSED_DAY' })]);
    expect(await byId(ids.p28!)).toMatchObject({ status: 'SKIPPED', skipReason: 'MISSED_DAY' });
  });

  it('does not take one on a loan that can no longer take a payment', async () => {
    await run.db().update(loans).set({ status: 'CONVERTED' }).where(eq(loans.loanNumber, PAULA_LOAN));
    run.at('2026-12-31');
    const ran = await run.runBoth();
    expect(ran).toEqual([expect.objectContaining({ id: ids.p31, outcome: 'SKIPPED', reason: 'NOT_PAYABLE' })]);
  });

  it('writes every attempt to the audit log, against the customer', async () => {
    const rows = await run
      .db()
      .select({ subject: auditLog.subjectEmail, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.operation, 'scheduledPayment.run'));
    const byRow = new Map(rows.map((r) => [(r.details as { id: string }).id, r]));
    expect(rows).toHaveLength(5);
    expect(byRow.get(ids.p22!)).toMatchObject({ subject: PAULA, details: { outcome: 'TAKEN' } });
    expect(byRow.get(ids.ines22!)).toMatchObject({ subject: INES, details: { outcome: 'TAKEN' } });
    expect(byRow.get(ids.p23!)).toMatchObject({ details: { outcome: 'SKIPPED', reason: 'ABOVE_PAYOFF' } });
  });
});
