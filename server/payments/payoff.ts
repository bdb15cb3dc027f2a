// What pays a loan off today: the one figure the payment screen shows (Loan.payoffAmount), the ceiling makePayment
// checks ("a payment above the payoff is refused") and the figure the settlement closes a loan at. A single-pay loan
// owes its stored payoff (principal and its flat fee); an installment loan's is computed from its schedule and the
// posted payments (src/lib/lending/payoff.ts), so it grows by a day's interest each US Eastern day.
import { and, eq, ne, sql } from 'drizzle-orm';
import { installmentPayoff } from '../../src/lib/lending/payoff';
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loanSchedule, payments } from '../db/schema';
import type { LoanRow, ScheduleRow } from '../loans/repository';

type Reader = Db | Tx;

async function postedCents(db: Reader, loanId: string, exceptPaymentId?: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.loanId, loanId),
        eq(payments.status, 'POSTED'),
        ...(exceptPaymentId ? [ne(payments.id, exceptPaymentId)] : []),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * The loan's payoff on `today` (US Eastern), in cents. `schedule` when the caller has it already; `exceptPaymentId`
 * leaves out a payment being posted in the same transaction (the settlement asks what was owed before it).
 */
export async function payoffOf(
  db: Reader,
  loan: LoanRow,
  today: string,
  options: { schedule?: ScheduleRow[]; exceptPaymentId?: string } = {},
): Promise<number> {
  // Paid in full (or never owed): nothing accrues on a closed balance.
  if (loan.payoffCents <= 0) return 0;
  const schedule = options.schedule ?? (await db.select().from(loanSchedule).where(eq(loanSchedule.loanId, loan.id)));
  if (schedule.length === 0) return loan.payoffCents;
  const ordered = [...schedule].sort((a, b) => a.installmentNumber - b.installmentNumber);
  return installmentPayoff(
    {
      principalCents: loan.principalCents,
      aprBps: loan.aprBps,
      originatedOn: todayEastern(loan.originatedAt),
      schedule: ordered.map((row) => ({
        dueDate: row.dueDate,
        paymentCents: row.paymentCents,
        balanceCents: row.balanceCents,
        paid: row.paidAt !== null,
      })),
      postedCents: await postedCents(db, loan.id, options.exceptPaymentId),
    },
    today,
  ).payoffCents;
}
