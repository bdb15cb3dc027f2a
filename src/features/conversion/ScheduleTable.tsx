// A payment schedule as a table: the 7-row preview (installment, payment, interest, principle, balance) and the
// full Appendix J schedule of the Fed box's figures.
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
}: {
  caption: string;
  rows: readonly ScheduleRow[];
  testId: string;
}) {
  const { t, lang } = useT();
  const dated = rows.some((r) => r.dueDate);
  return (
    <table data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('conversion.schedule.number')}</th>
          {dated && <th scope="col">{t('conversion.schedule.dueDate')}</th>}
          <th scope="col">{t('conversion.schedule.payment')}</th>
          <th scope="col">{t('conversion.schedule.interest')}</th>
          <th scope="col">{t('conversion.schedule.principal')}</th>
          <th scope="col">{t('conversion.schedule.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.installmentNumber}>
            <th scope="row">{r.installmentNumber}</th>
            {dated && <td>{r.dueDate ? formatBusinessDate(r.dueDate, lang) : ''}</td>}
            <td>{formatCents(r.paymentCents)}</td>
            <td>{formatCents(r.interestCents)}</td>
            <td>{formatCents(r.principalCents)}</td>
            <td>{formatCents(r.balanceCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
