// A loan's scheduled payments on the history page: each with its day, amount, method and where it stands
// (scheduled, cancelled, taken with its confirmation number, or not taken and why: nothing was charged). One still
// scheduled may be changed or cancelled until 11:59 pm Eastern the day before it runs; the server says until when and
// whether it still may (`changeable`). Change and cancel open a dialog; the outcome is announced in a live region.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useScheduledPaymentsQuery, type ScheduledPayment } from '../../../api/account/scheduledEndpoints';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { methodNameKey } from '../../lib/account/authorization';
import { formatShortDate } from '../../lib/format/dates';
import { useT } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { CancelScheduledDialog, ChangeScheduledDialog } from './ScheduledPaymentDialogs';
import { Table } from './Table';
import { useAccountReadOptions } from './useAccountReads';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

const SKIP_REASON_KEYS = {
  ABOVE_PAYOFF: 'account.scheduled.skip.abovePayoff',
  NOT_PAYABLE: 'account.scheduled.skip.notPayable',
  NOTHING_DUE: 'account.scheduled.skip.nothingDue',
  NO_METHOD: 'account.scheduled.skip.noMethod',
  MISSED_DAY: 'account.scheduled.skip.missedDay',
} as const satisfies Record<NonNullable<ScheduledPayment['skipReason']>, string>;

function StatusCell({ payment }: { payment: ScheduledPayment }) {
  const { t } = useT();
  if (payment.status === 'TAKEN')
    return <>{t('account.scheduled.status.TAKEN', { confirmation: payment.confirmationNumber ?? '' })}</>;
  if (payment.status === 'SKIPPED')
    return (
      <>
        {t('account.scheduled.status.SKIPPED')}
        {'. '}
        {payment.skipReason && t(SKIP_REASON_KEYS[payment.skipReason])} {t('account.scheduled.nothingCharged')}
      </>
    );
  return <>{t(`account.scheduled.status.${payment.status}`)}</>;
}

export function ScheduledPaymentsSection({ loanNumber, loanBrand }: { loanNumber: string; loanBrand: string }) {
  const { t, lang } = useT();
  const { data } = useScheduledPaymentsQuery({ loanNumber }, useAccountReadOptions());
  const [changing, setChanging] = useState<ScheduledPayment | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledPayment | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once a change or cancel is done, focus goes to the section's heading: the row's buttons may be gone.
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);
  if (!data || data.payments.length === 0) return null;
  const headingId = `scheduled-${loanNumber}`;
  const close = (said?: string) => {
    setChanging(null);
    setCancelling(null);
    if (said) setOutcome(said);
  };
  return (
    // The heading names the table's scroll region (one landmark of that name, not two).
    <section>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('account.scheduled.heading')}
      </h3>
      {outcome && <StatusMessage tone="success">{outcome}</StatusMessage>}
      <Scroll tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('account.scheduled.runsOn')}</th>
              <th scope="col">{t('account.history.amount')}</th>
              <th scope="col">{t('account.history.method')}</th>
              <th scope="col">{t('account.history.status')}</th>
              <th scope="col">{t('account.scheduled.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((p) => {
              const named = { amount: formatCents(p.amount), date: formatShortDate(p.runsOn, lang) };
              return (
                <tr key={p.id}>
                  <td>{formatShortDate(p.runsOn, lang)}</td>
                  <td>{formatCents(p.amount)}</td>
                  <td>
                    {t('account.history.methodLast4', {
                      method: t(methodNameKey(p.method)),
                      last4: p.methodLast4 ?? '',
                    })}
                  </td>
                  <td>
                    <StatusCell payment={p} />
                  </td>
                  <td>
                    {p.changeable && (
                      <>
                        {t('account.scheduled.until', { date: formatShortDate(p.changeableUntil, lang) })}
                        <Actions>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-label={t('account.scheduled.changeNamed', named)}
                            onClick={() => setChanging(p)}
                          >
                            {t('account.scheduled.change')}
                          </Button>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-label={t('account.scheduled.cancelNamed', named)}
                            onClick={() => setCancelling(p)}
                          >
                            {t('account.scheduled.cancel')}
                          </Button>
                        </Actions>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
      {cancelling && <CancelScheduledDialog payment={cancelling} onClose={close} />}
      {changing && <ChangeScheduledDialog payment={changing} loanBrand={loanBrand} room={data} onClose={close} />}
    </section>
  );
}
