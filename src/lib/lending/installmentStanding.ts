// Where an installment loan stands against its schedule, from what was paid (the ledger's total) and what pays it
// off today: the installments paid are those the payments cover in order (installment k is paid once everything paid
// reaches the first k scheduled payments), the amount due is what the installments fallen due and the next one still
// ask for, and the past-due amount what those fallen due still ask for. The last installment asks for the payoff on
// its day: the schedule prices whole periods while the ledger accrues by the day, so the last payment is whatever
// clears the balance (more or less than the schedule printed by that difference), and paying the schedule on time
// ends at zero. Never more than the payoff is asked. Integer cents.
import { daysBetween } from '../application/dates';

export interface ScheduledInstallment {
  dueDate: string;
  paymentCents: number;
}

export interface InstallmentStanding {
  /** How many installments (in order) what was paid covers (all of them once the loan is paid off). */
  installmentsPaid: number;
  /** The next installment's due date (the last one's once all are paid). */
  dueDate: string;
  amountDueCents: number;
  pastDueCents: number;
}

/** `schedule` in installment order; `paidCents` everything posted; `payoffCents` the ledger's payoff on `today`. */
export function installmentStanding(
  schedule: readonly ScheduledInstallment[],
  paidCents: number,
  payoffCents: number,
  today: string,
): InstallmentStanding {
  const count = schedule.length;
  if (count === 0) throw new RangeError('an installment loan has a schedule');
  // through[k]: the first k scheduled payments together.
  const through = [0];
  for (const row of schedule) through.push(through[through.length - 1]! + row.paymentCents);
  let covered = 0;
  while (covered < count && through[covered + 1]! <= paidCents) covered += 1;
  const installmentsPaid = payoffCents <= 0 ? count : covered;
  const fallenDue = schedule.filter((row) => daysBetween(row.dueDate, today) > 0).length;
  const owedThrough = (k: number) => (k >= count ? payoffCents : Math.min(payoffCents, through[k]! - paidCents));
  const pastDueCents = payoffCents <= 0 || fallenDue === 0 ? 0 : Math.max(0, owedThrough(fallenDue));
  const amountDueCents = payoffCents <= 0 ? 0 : Math.max(0, owedThrough(Math.max(covered + 1, fallenDue)));
  return {
    installmentsPaid,
    dueDate: schedule[Math.min(installmentsPaid, count - 1)]!.dueDate,
    amountDueCents,
    pastDueCents,
  };
}
