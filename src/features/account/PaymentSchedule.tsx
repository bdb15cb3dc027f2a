// A loan's payment schedule on the account pages: number, due date and amount, and for an installment loan the
// principal, interest and balance after each payment. A long schedule shows its next payments first and the rest one
// press away; on a phone each payment is a block of its own, every column kept (src/components/StackedTable.tsx).
import type { AccountLoan } from '../../../api/account/endpoints';
import { StackedTable, type TableColumn } from '../../components/StackedTable';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { formatShortDate } from '../../lib/format/dates';

type Row = AccountLoan['paymentSchedule'][number];

/** A figure the schedule may not have for a row (a payday loan's single payment has no split). */
const centsOrBlank = (cents: number | null | undefined) => (cents == null ? '' : formatCents(cents));

export function PaymentSchedule({ loan }: { loan: AccountLoan }) {
  const { t, lang } = useT();
  const detailed = loan.paymentSchedule.some((row) => row.principal != null);
  const columns: TableColumn<Row>[] = [
    { header: t('account.loan.schedule.number'), cell: (row) => row.installmentNumber },
    { header: t('account.loan.schedule.dueDate'), cell: (row) => formatShortDate(row.dueDate, lang) },
    { header: t('account.loan.schedule.amount'), cell: (row) => formatCents(row.paymentAmount) },
    ...(detailed
      ? [
          { header: t('account.loan.schedule.principal'), cell: (row: Row) => centsOrBlank(row.principal) },
          { header: t('account.loan.schedule.interest'), cell: (row: Row) => centsOrBlank(row.interest) },
          { header: t('account.loan.schedule.balance'), cell: (row: Row) => centsOrBlank(row.balance) },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={`schedule-${loan.loanNumber}`}>
      <h2 id={`schedule-${loan.loanNumber}`}>{t('account.loan.schedule')}</h2>
      <StackedTable
        columns={columns}
        rows={loan.paymentSchedule}
        rowKey={(row) => row.installmentNumber}
        figures
        collapse
      />
    </section>
  );
}
