// The payment schedule of the Fed box (12 CFR 1026.18(g), model form H-2): the number of payments, their amounts and
// when they are due, with equal payments due at a steady interval grouped on one row ("36 payments of $119.42,
// every 14 days starting …") and any that differ (the last one, which absorbs rounding) on their own. On a phone each
// row is a block of its own, every heading kept (../StackedTable.tsx).
import { toUsDate } from '../../lib/application/dates';
import { StackedTable, type TableColumn } from '../StackedTable';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import type { DisclosedFigures } from '../../lib/lending';
import { daysBetween } from '../../lib/application/dates';

export interface ScheduleGroup {
  count: number;
  paymentCents: number;
  firstDueDate: string;
  /** Days between the group's payments; null for a group of one. */
  intervalDays: number | null;
  /** The group's payments fall on the same day of each month (monthly schedules). */
  monthly: boolean;
}

/** Consecutive payments of one amount at one interval, as H-2 lists them. */
export function groupSchedule(schedule: DisclosedFigures['schedule'], monthly: boolean): ScheduleGroup[] {
  const groups: ScheduleGroup[] = [];
  for (const payment of schedule) {
    const last = groups[groups.length - 1];
    const previous = schedule[payment.number - 2];
    const interval = previous ? daysBetween(previous.dueDate, payment.dueDate) : null;
    if (
      last &&
      last.paymentCents === payment.paymentCents &&
      (monthly || last.intervalDays === null || last.intervalDays === interval)
    ) {
      last.count += 1;
      if (last.intervalDays === null) last.intervalDays = interval;
    } else {
      groups.push({
        count: 1,
        paymentCents: payment.paymentCents,
        firstDueDate: payment.dueDate,
        intervalDays: null,
        monthly,
      });
    }
  }
  return groups;
}

export function PaymentScheduleTable({ figures }: { figures: DisclosedFigures }) {
  const { t } = useT();
  const groups = groupSchedule(figures.schedule, figures.frequency === 'MON' && figures.numberOfPayments > 1);
  const columns: TableColumn<ScheduleGroup>[] = [
    { header: t('application.finalSteps.fedBox.scheduleNumber'), cell: (group) => group.count },
    { header: t('application.finalSteps.fedBox.scheduleAmount'), cell: (group) => formatCents(group.paymentCents) },
    {
      header: t('application.finalSteps.fedBox.scheduleWhen'),
      cell: (group) =>
        group.count > 1 && group.intervalDays !== null
          ? t('application.finalSteps.fedBox.every', {
              days: group.monthly ? 30 : group.intervalDays,
              date: toUsDate(group.firstDueDate),
            })
          : t('application.finalSteps.fedBox.once', { date: toUsDate(group.firstDueDate) }),
    },
  ];
  // A disclosure is shown whole: its few rows (one per run of equal payments) never collapse.
  return (
    <StackedTable
      caption={t('application.finalSteps.fedBox.schedule')}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.firstDueDate}
    />
  );
}
