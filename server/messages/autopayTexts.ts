// The short texts that go with the autopay notices (server/autopay/notices.ts writes the e-mail or paper notice
// itself): where the customer consented to texts and did not turn them off, a one-line text of the coming debit or of
// autopay stopped, once per notice, held for the morning at night like every text.
import type { MessageKind } from '../../src/lib/preferences/messages';
import type { Tx } from '../auth/keyLock';
import type { Outbox } from '../outbox/outbox';
import { sendMessage } from './send';

export interface AutopayText {
  customerId: string;
  enrollmentId: string;
  loan: { brand: string; loanNumber: string };
  /** AUTOPAY_SCHEDULED or AUTOPAY_STOPPED. */
  kind: MessageKind;
  /** The autopay notice's own kind and debit day: the text's once-only key. */
  noticeKind: string;
  runDate: string;
  amountCents: number;
}

export async function textAutopayNotice(tx: Tx, outbox: Outbox, notice: AutopayText, now: Date): Promise<void> {
  await sendMessage(
    tx,
    outbox,
    {
      customerId: notice.customerId,
      kind: notice.kind,
      subject: `autopay:${notice.enrollmentId}:${notice.noticeKind}:${notice.runDate}`,
      brand: notice.loan.brand,
      facts: { loanNumber: notice.loan.loanNumber, amountCents: notice.amountCents, day: notice.runDate },
      channels: ['SMS'],
    },
    now,
  );
}
