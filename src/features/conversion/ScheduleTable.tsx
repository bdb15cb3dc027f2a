// A payment schedule as a table (installment, due date, payment, interest, principle, balance): the full Appendix J
// schedule of the Fed box's figures, of which the convert page shows the first 7 rows (the preview) until the
// customer asks for all, so Continue stays within reach. On a phone each payment is a block of its own
// (src/components/StackedTable.tsx).
import { StackedTable, type TableColumn } from '../../components/StackedTable';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { formatBusinessDate } from '../../lib/format/dates';

export interface ScheduleRow {
  installmentNumber: number;
  dueDate?: string;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
}

export function ScheduleTable({
  caption,
  rows,
  testId,
  previewRows,
}: {
  caption: string;
  rows: readonly ScheduleRow[];
  testId: string;
  /** Only this many first rows, and a button for the rest. */
  previewRows?: number;
}) {
  const { t, lang } = useT();
  const dated = rows.some((r) => r.dueDate);
  const columns: TableColumn<ScheduleRow>[] = [
    { header: t('conversion.schedule.number'), cell: (r) => r.installmentNumber, rowHeader: true },
    ...(dated
      ? [
          {
            header: t('conversion.schedule.dueDate'),
            cell: (r: ScheduleRow) => (r.dueDate ? formatBusinessDate(r.dueDate, lang) : ''),
          },
        ]
      : []),
    { header: t('conversion.schedule.payment'), cell: (r) => formatCents(r.paymentCents) },
    { header: t('conversion.schedule.interest'), cell: (r) => formatCents(r.interestCents) },
    { header: t('conversion.schedule.principal'), cell: (r) => formatCents(r.principalCents) },
    { header: t('conversion.schedule.balance'), cell: (r) => formatCents(r.balanceCents) },
  ];
  return (
    <StackedTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.installmentNumber}
      figures
      collapse={previewRows}
      testId={testId}
    />
  );
}
