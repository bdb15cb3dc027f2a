// The balance over time of one offer's full schedule: an SVG line whose text alternative says where
// it starts and ends (WCAG 1.1.1); the schedule table beside it has every figure.
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import type { ScheduledPayment } from '../../lib/lending';
import { formatBusinessDate } from '../../lib/format/dates';

const WIDTH = 320;
const HEIGHT = 120;

export function BalanceChart({ schedule, startCents }: { schedule: readonly ScheduledPayment[]; startCents: number }) {
  const { t, lang } = useT();
  const last = schedule[schedule.length - 1];
  if (!last || startCents <= 0) return null;
  const points = [startCents, ...schedule.map((p) => p.balanceCents)]
    .map((balance, i) => {
      const x = (i / schedule.length) * WIDTH;
      const y = HEIGHT - (balance / startCents) * HEIGHT;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const alt = t('conversion.convert.chartAlt', {
    start: formatCents(schedule[0]!.balanceCents),
    end: formatCents(last.balanceCents),
    count: schedule.length,
    last: formatBusinessDate(last.dueDate, lang),
  });
  return (
    <figure>
      <figcaption>{t('conversion.convert.chart')}</figcaption>
      <svg
        role="img"
        aria-label={alt}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH * 2 }}
        data-testid="balance-chart"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </figure>
  );
}
