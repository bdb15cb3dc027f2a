// Payment received and payment failed: told when the payment worker settles a payment (server/payments/settle.ts),
// in the settlement's own transaction, so the message goes exactly when the status change commits, and once (its
// key in messages_sent is the payment). POSTED is received; FAILED (declined) and RETURNED (not applied, the money
// sent back) are failed, with what to do. Autopay's debits are payments like any other and are told the same way.
import { todayEastern } from '../../src/lib/application/dates';
import type { Tx } from '../auth/keyLock';
import type { payments } from '../db/schema';
import type { LoanRow } from '../loans/repository';
import type { Outbox } from '../outbox/outbox';
import type { SettledStatus } from '../payments/settle';
import { sendMessage } from './send';

export interface Settlement {
  payment: typeof payments.$inferSelect;
  loan: LoanRow | undefined;
  status: SettledStatus;
  now: Date;
}

/** The settlement hook that tells the customer: give it to the payment worker. */
export const tellPaymentOutcome =
  (outbox: Outbox) =>
  async (tx: Tx, { payment, loan, status, now }: Settlement): Promise<void> => {
    if (!loan) return;
    await sendMessage(
      tx,
      outbox,
      {
        customerId: payment.customerId,
        kind: status === 'POSTED' ? 'PAYMENT_RECEIVED' : 'PAYMENT_FAILED',
        subject: `payment:${payment.id}`,
        brand: loan.brand,
        facts: {
          loanNumber: loan.loanNumber,
          amountCents: payment.amountCents,
          day: todayEastern(now),
          ...(status !== 'POSTED' && { outcome: status }),
        },
      },
      now,
    );
  };
