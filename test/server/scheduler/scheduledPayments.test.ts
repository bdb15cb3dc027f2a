// Scheduling a one-time payment for a later day through the real server, on a clock the test moves: the days open
// (US Eastern business days from tomorrow to the due date: no weekend, no bank holiday), each bad input refused with
// its catalogue message and nothing saved, what is left to pay shared by pending and scheduled payments, the same
// key answering the same payment, change and cancel until 11:59 pm Eastern the day before it runs and not after,
// and who may call: the owner, a CSR acting as them (audited), nobody else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans, scheduledPayments } from '../../../server/db/schema';
import { errorCode, startHarness, type Harness } from '../harness';
import { testClock } from '../testClock';
import { eastern, PAULA, PAULA_LOAN, PAYOFF, refusalKey, scheduler, START } from './schedulerHelpers';

const CSR = 'csr.admin@example.com';
const clock = testClock(START);
let h: Harness;
let paula: ReturnType<typeof scheduler>;
beforeAll(async () => {
  h = await startHarness(
    {},
    { clock: clock.now, paymentWorker: { enabled: false }, paymentScheduler: { enabled: false } },
  );
  paula = scheduler(h);
}, 60_000);
afterAll(() => h?.close());

const rowsInDb = () => h.server.services.db.select().from(scheduledPayments);
const setLoanStatus = (status: string) =>
  h.server.services.db.update(loans).set({ status }).where(eq(loans.loanNumber, PAULA_LOAN));

describe('scheduling a payment for a later day', () => {
  it('offers the business days from tomorrow to the due date, and the payoff as the most', async () => {
    const room = await paula.list();
    expect(room).toMatchObject({ today: '2026-12-21', dueDate: '2026-12-31', maxAmount: PAYOFF, payments: [] });
    // Christmas (a Friday) and the weekend after it are not offered; neither is today nor anything after the due date.
    expect(room.openDates).toEqual([
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it.each([
    ['a day in the past', { runsOn: '2026-12-18', amountCents: 5_000 }, 'account.schedule.problem.dateNotAfterToday'],
    ['today', { runsOn: '2026-12-21', amountCents: 5_000 }, 'account.schedule.problem.dateNotAfterToday'],
    ['a bank holiday', { runsOn: '2026-12-25', amountCents: 5_000 }, 'account.schedule.problem.dateNotBusinessDay'],
    ['a Saturday', { runsOn: '2026-12-26', amountCents: 5_000 }, 'account.schedule.problem.dateNotBusinessDay'],
    ['after the due date', { runsOn: '2027-01-04', amountCents: 5_000 }, 'account.schedule.problem.dateAfterDueDate'],
    ['not a date', { runsOn: '12/22/2026', amountCents: 5_000 }, 'account.schedule.problem.dateRequired'],
    ['above the payoff', { runsOn: '2026-12-22', amountCents: PAYOFF + 1 }, 'account.schedule.problem.aboveWhatIsLeft'],
    ['below the minimum', { runsOn: '2026-12-22', amountCents: 99 }, 'account.schedule.problem.amountTooSmall'],
    ['no amount', { runsOn: '2026-12-22', amountCents: 0 }, 'account.schedule.problem.amountRequired'],
    [
      'unauthorized',
      { runsOn: '2026-12-22', amountCents: 5_000, authorizationAccepted: false },
      'account.payment.authorizeRequired',
    ],
  ])('refuses %s with its message and saves nothing', async (_label, input, key) => {
    const body = await paula.schedule(input);
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(refusalKey(body)).toBe(key);
    expect(await rowsInDb()).toEqual([]);
  });

  it('says what is wrong in words that say what to do', async () => {
    const after = await paula.schedule({ runsOn: '2027-01-04', amountCents: 5_000 });
    expect(after.errors?.[0]?.message).toBe('Choose a date on or before your due date, 12/31/2026.');
    const above = await paula.schedule({ runsOn: '2026-12-22', amountCents: PAYOFF + 1 });
    expect(above.errors?.[0]?.message).toBe(
      'That is more than is left to pay after your pending and scheduled payments. The most you can schedule is $345.00.',
    );
  });

  it('refuses a loan that cannot take a payment, and offers it no day', async () => {
    await setLoanStatus('ORIGINATION_ON_HOLD');
    try {
      const body = await paula.schedule({ runsOn: '2026-12-22', amountCents: 5_000 });
      expect(refusalKey(body)).toBe('account.schedule.problem.notPayable');
      expect(body.errors?.[0]?.message).toBe(
        'This loan cannot take a payment right now. Please call us at 1-800-561-2274.',
      );
      expect((await paula.list()).openDates).toEqual([]);
    } finally {
      await setLoanStatus('OPEN');
    }
    expect(await rowsInDb()).toEqual([]);
  });

  it('schedules one with its authorization, shares what is left, and answers the same key with the same one', async () => {
    const key = crypto.randomUUID();
    const body = await paula.schedule({ runsOn: '2026-12-23', amountCents: 10_000, idempotencyKey: key });
    expect(body.errors).toBeUndefined();
    const made = body.data?.schedulePayment as { id: string; authorizationText: string };
    expect(made).toMatchObject({
      runsOn: '2026-12-23',
      amount: 10_000,
      status: 'SCHEDULED',
      methodLast4: '4242',
      changeable: true,
      changeableUntil: '2026-12-22',
    });
    expect(made.authorizationText).toBe(
      'I authorize Lumen Cash to make a one-time electronic debit of $100.00 from my debit card ending in 4242 on 12/23/2026 to pay loan PDL-5000501. I can change or cancel this payment in my payment history, or by calling 1-800-561-2274, until 11:59 pm Eastern time on 12/22/2026. A copy of this authorization is kept with my payment history.',
    );
    // The same key again is the same scheduled payment; with other details, a refusal.
    const again = await paula.schedule({ runsOn: '2026-12-23', amountCents: 10_000, idempotencyKey: key });
    expect((again.data?.schedulePayment as { id: string }).id).toBe(made.id);
    const other = await paula.schedule({ runsOn: '2026-12-24', amountCents: 10_000, idempotencyKey: key });
    expect(refusalKey(other)).toBe('account.schedule.problem.keyReused');
    // What is left is the payoff less what is scheduled: a second payment may not take more.
    expect((await paula.list()).maxAmount).toBe(PAYOFF - 10_000);
    const tooMuch = await paula.schedule({ runsOn: '2026-12-29', amountCents: PAYOFF - 10_000 + 1 });
    expect(refusalKey(tooMuch)).toBe('account.schedule.problem.aboveWhatIsLeft');
    expect(await rowsInDb()).toHaveLength(1);
  });

  it('changes the amount and day under the same rules, keeping the new authorization', async () => {
    const [row] = (await paula.list()).payments;
    const holiday = await paula.change({ id: row!.id, amountCents: 12_000, runsOn: '2026-12-25' });
    expect(refusalKey(holiday)).toBe('account.schedule.problem.dateNotBusinessDay');
    // Its own amount counts as left for it: all of the payoff, not one cent more.
    const above = await paula.change({ id: row!.id, amountCents: PAYOFF + 1, runsOn: '2026-12-29' });
    expect(refusalKey(above)).toBe('account.schedule.problem.aboveWhatIsLeft');
    const changed = await paula.change({ id: row!.id, amountCents: 12_000, runsOn: '2026-12-29' });
    expect(changed.data?.changeScheduledPayment).toMatchObject({
      amount: 12_000,
      runsOn: '2026-12-29',
      changeableUntil: '2026-12-28',
    });
    expect((changed.data?.changeScheduledPayment as { authorizationText: string }).authorizationText).toContain(
      'debit of $120.00 from my debit card ending in 4242 on 12/29/2026',
    );
  });

  it('lets change and cancel happen until 11:59 pm Eastern the day before it runs, and not after', async () => {
    const early = (await paula.schedule({ runsOn: '2026-12-22', amountCents: 2_000 })).data?.schedulePayment as {
      id: string;
    };
    // 11:59 pm on the 21st: still allowed.
    clock.advance(eastern('2026-12-21', 23, 59).getTime() - clock.now().getTime());
    expect((await paula.change({ id: early.id, amountCents: 2_500, runsOn: '2026-12-22' })).errors).toBeUndefined();
    // Midnight: its day has come.
    clock.advance(eastern('2026-12-22', 0, 1).getTime() - clock.now().getTime());
    const late = await paula.cancel(early.id);
    expect(refusalKey(late)).toBe('account.schedule.problem.pastCutoff');
    expect(late.errors?.[0]?.message).toBe(
      'This payment can no longer be changed or cancelled: that was possible until 11:59 pm Eastern time on 12/21/2026. Please call us at 1-800-561-2274.',
    );
    expect(refusalKey(await paula.change({ id: early.id, amountCents: 3_000, runsOn: '2026-12-23' }))).toBe(
      'account.schedule.problem.pastCutoff',
    );
    const listed = (await paula.list()).payments.find((p) => p.id === early.id);
    expect(listed).toMatchObject({ status: 'SCHEDULED', changeable: false, amount: 2_500 });
  });

  it('cancels one still before its cut-off, once, and frees what it held', async () => {
    const room = await paula.list();
    const later = room.payments.find((p) => p.runsOn === '2026-12-29')!;
    const cancelled = await paula.cancel(later.id);
    expect(cancelled.data?.cancelScheduledPayment).toMatchObject({ status: 'CANCELLED', changeable: false });
    // A second press answers it as it is.
    expect((await paula.cancel(later.id)).data?.cancelScheduledPayment).toMatchObject({ status: 'CANCELLED' });
    expect(refusalKey(await paula.change({ id: later.id, amountCents: 5_000, runsOn: '2026-12-30' }))).toBe(
      'account.schedule.problem.notScheduled',
    );
    expect((await paula.list()).maxAmount).toBe(room.maxAmount + later.amount);
  });
});

describe('who may schedule, change and cancel', () => {
  it('refuses another customer’s loan and scheduled payment as makePayment does', async () => {
    const other = scheduler(h, 'installment.customer@example.com');
    const body = await other.schedule({ runsOn: '2026-12-23', amountCents: 5_000 });
    expect(errorCode(body)).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('You can only see your own loans.');
    const [mine] = (await paula.list()).payments;
    for (const refused of [
      await other.cancel(mine!.id),
      await other.change({ id: mine!.id, amountCents: 5_000, runsOn: '2026-12-23' }),
    ]) {
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe('You can only see your own loans.');
    }
    expect(
      errorCode(
        await h
          .graphql(`query { scheduledPayments(loanNumber: "${PAULA_LOAN}") { maxAmount } }`, {
            token: await h.idToken('installment.customer@example.com'),
          })
          .then((r) => r.body),
      ),
    ).toBe('FORBIDDEN');
  });

  it('lets a CSR acting as the customer schedule, recorded as the CSR’s and audited', async () => {
    const csr = scheduler(h, CSR, { 'x-admin-auth-as': PAULA });
    const body = await csr.schedule({ runsOn: '2026-12-30', amountCents: 1_000 });
    expect(body.errors).toBeUndefined();
    const id = (body.data?.schedulePayment as { id: string }).id;
    const [row] = await h.server.services.db.select().from(scheduledPayments).where(eq(scheduledPayments.id, id));
    expect(row).toMatchObject({ requestedAs: 'CSR', customerEmail: PAULA });
    const audited = await h.server.services.db
      .select({ operation: auditLog.operation })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, CSR), eq(auditLog.subjectEmail, PAULA)));
    expect(audited.map((a) => a.operation)).toEqual(
      expect.arrayContaining(['Mutation.schedulePayment', 'scheduledPayment.scheduled']),
    );
  });
});
