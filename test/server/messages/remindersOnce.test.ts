// The payment reminder through the payment scheduler over five simulated weeks, in two API processes on one
// database: each due date's reminder goes once, 3 days before it, however many passes and processes look; an
// installment paid on its day moves the reminder to the next due date; a loan past its due date, paid off or closed
// gets none. A payment settled by the payment worker is told once (received).
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loans, loanSchedule, messagesSent } from '../../../server/db/schema';
import { REMINDER_DAYS_AHEAD } from '../../../server/messages/reminders';
import { plusDays, todayEastern } from '../../../src/lib/application/dates';
import { PAY, payInput } from '../account/accountHelpers';
import { insertPaydayLoan } from '../paydayLoanFor';
import { PAULA, PAULA_LOAN, START, useTwoProcesses } from '../scheduler/schedulerHelpers';
import { testClock } from '../testClock';
import { customerOf, decidedOf, loanIdOf, reminderSubject, sentTo } from './messageHelpers';

const clock = testClock(START);
const run = useTwoProcesses(clock);

const IRIS = 'installment.customer@example.com';
const IRIS_LOAN = 'ILP-1900101';
const DAYS = 35;

const days = Array.from({ length: DAYS }, (_, i) => plusDays('2026-12-21', i));

describe('payment reminders over simulated weeks', () => {
  it('go once per loan and due date, 3 days ahead, across two processes; paid installments move them on', async () => {
    const db = run.db();
    const iris = await customerOf(db, IRIS);
    const paula = await customerOf(db, PAULA);
    const irisLoan = await loanIdOf(db, IRIS_LOAN);
    const paulaLoan = await loanIdOf(db, PAULA_LOAN);
    // Paid off before its reminder, and closed: neither gets one.
    const paidOff = await loanIdOf(db, await insertPaydayLoan(db, PAULA, { dueDate: '2027-01-08', payoffCents: 0 }));
    const closed = await loanIdOf(db, await insertPaydayLoan(db, PAULA, { dueDate: '2027-01-08', status: 'CLOSED' }));
    await db.update(loans).set({ status: 'PAID_IN_FULL' }).where(eq(loans.id, paidOff));
    const schedule = await db
      .select()
      .from(loanSchedule)
      .where(eq(loanSchedule.loanId, irisLoan))
      .orderBy(asc(loanSchedule.installmentNumber));
    const irisToken = await run.first.idToken(IRIS);
    const paid: string[] = [];
    for (const day of days) {
      for (const [hh, mm] of [
        [0, 5],
        [12, 0],
      ] as const) {
        run.at(day, hh, mm);
        await run.runBoth();
        await run.runBoth();
      }
      // Iris pays each installment on its due date, after its reminder.
      const due = schedule.find((row) => row.dueDate === day);
      if (due) {
        const { body } = await run.first.graphql(PAY, {
          token: irisToken,
          variables: { input: payInput({ loanNumber: IRIS_LOAN, kind: 'DUE', amountCents: due.paymentCents }) },
        });
        expect(body.errors).toBeUndefined();
        await run.settle();
        paid.push(day);
      }
    }
    const irisDueDates = schedule
      .map((row) => row.dueDate)
      .filter((d) => days.includes(plusDays(d, -REMINDER_DAYS_AHEAD)));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    const reminders = (await decidedOf(db, iris.id, 'PAYMENT_REMINDER')).filter((r) => r.channel === 'EMAIL');
    expect(reminders.map((r) => r.subject).sort()).toEqual(
      irisDueDates.map((d) => reminderSubject(irisLoan, d)).sort(),
    );
    for (const r of reminders) {
      expect(r.status).toBe('SENT');
      expect(todayEastern(r.decidedAt)).toBe(plusDays(r.facts.day!, -REMINDER_DAYS_AHEAD));
    }
    const irisMail = await sentTo(run.first.server.services.outbox, IRIS);
    expect(irisMail.filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(irisDueDates.length);
    expect(irisMail.filter((m) => m.subject.startsWith('Payment received:'))).toHaveLength(paid.length);

    // Paula's payday loan, due Thursday 31 December and never paid: one reminder on the 28th, none after.
    const paulas = (await decidedOf(db, paula.id, 'PAYMENT_REMINDER')).filter((r) => r.channel === 'EMAIL');
    expect(paulas.map((r) => [r.subject, todayEastern(r.decidedAt)])).toEqual([
      [reminderSubject(paulaLoan, '2026-12-31'), '2026-12-28'],
    ]);
    const mail = (await sentTo(run.first.server.services.outbox, PAULA)).filter((m) =>
      m.subject.startsWith('Reminder'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Reminder: $345.00 is due on Dec 31, 2026 for loan ${PAULA_LOAN}`);
    expect(mail[0]!.text).toContain('Lumen Cash');
    expect(
      await db
        .select()
        .from(messagesSent)
        .where(and(eq(messagesSent.kind, 'PAYMENT_REMINDER'), eq(messagesSent.customerId, paula.id))),
    ).toHaveLength(2); // the e-mail, and the text not sent for want of consent
    expect((await decided(paidOff)).length + (await decided(closed)).length).toBe(0);
  }, 240_000);
});

const decided = async (loanId: string) =>
  run
    .db()
    .select()
    .from(messagesSent)
    .where(
      and(eq(messagesSent.kind, 'PAYMENT_REMINDER'), eq(messagesSent.subject, reminderSubject(loanId, '2027-01-08'))),
    );
