// A failed autopay debit on a loan the payday rule does not cover (an installment loan at or below 36% APR): tried
// again twice, 3 business days after each failure is learned, three attempts in all (NACHA), each once between two
// processes; then nothing more for that due date, and autopay stays on (only a covered loan stops after two).
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autopayDebits, autopayEnrollments, loans, loanSchedule, payments } from '../../../server/db/schema';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { testClock } from '../testClock';
import { START, useTwoProcesses } from './schedulerHelpers';

const INES = 'installment.customer@example.com';
const INES_LOAN = 'ILP-1900101';
const clock = testClock(START);
const run = useTwoProcesses(clock);

const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) { status } }`;

describe('a failed debit on a loan that is not covered', () => {
  it('is tried three times in all, 3 business days apart, then no more', async () => {
    // Installment 1 made $13.13 (the demo bank's failing amount), due Tuesday 22 December; the APR at 36%.
    const [loan] = await run
      .db()
      .update(loans)
      .set({ aprBps: 3_600 })
      .where(eq(loans.loanNumber, INES_LOAN))
      .returning();
    await run
      .db()
      .update(loanSchedule)
      .set({ dueDate: '2026-12-22', paymentCents: 1_313 })
      .where(and(eq(loanSchedule.loanId, loan!.id), eq(loanSchedule.installmentNumber, 1)));
    const on = await run.first.graphql(ON, {
      token: await run.first.idToken(INES),
      variables: {
        input: {
          loanNumber: INES_LOAN,
          method: 'DEBIT_CARD',
          authorizationAccepted: true,
          authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
        },
      },
    });
    expect(on.body.errors).toBeUndefined();

    const attemptOn = async (day: string, attempt: number, retryOn?: string) => {
      run.at(day);
      expect(await run.runBoth()).toEqual([
        expect.objectContaining({ source: 'autopay', outcome: 'TAKEN', dueDate: '2026-12-22', attempt }),
      ]);
      expect(await run.runBoth()).toEqual([]);
      expect(await run.settle()).toBe(1);
      const [learned] = await run.runBoth();
      expect(learned).toMatchObject({ source: 'autopayOutcome', outcome: 'FAILED', attempt });
      expect(learned?.retryOn).toBe(retryOn);
    };
    await attemptOn('2026-12-22', 1, '2026-12-28');
    for (const day of ['2026-12-23', '2026-12-24']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    await attemptOn('2026-12-28', 2, '2026-12-31');
    await attemptOn('2026-12-31', 3);
    for (const day of ['2027-01-04', '2027-01-05', '2027-01-06']) {
      run.at(day);
      expect(await run.runBoth()).toEqual([]);
    }
    const taken = await run.db().select().from(payments).where(like(payments.idempotencyKey, 'autopay:%'));
    expect(taken.map((p) => p.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    const attempts = await run.db().select().from(autopayDebits);
    expect(attempts.map((a) => a.attempt).sort()).toEqual([1, 2, 3]);
    const [enrollment] = await run
      .db()
      .select()
      .from(autopayEnrollments)
      .where(eq(autopayEnrollments.loanId, loan!.id));
    expect(enrollment?.status).toBe('ON');
  });
});
