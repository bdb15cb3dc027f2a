// The notices the payment scheduler sends about autopay debits, each recorded (autopay_notices) in the transaction
// that decided it, once per kind and debit day:
// - before the first withdrawal and before an unusual one (another amount, date or channel, or a new try after a
//   failure), on a covered loan (12 CFR 1041.9(b)); before a debit above the range agreed (12 CFR 1005.10(d));
// - the consumer-rights notice once two withdrawals in a row failed on a covered loan (12 CFR 1041.9(c)).
// Each goes by e-mail in the customer's language with the brand's name and phone when the customer consented to
// electronic notices (mayMessage); without that consent it is a paper notice (MAIL), which counts only once it has
// had 3 more business days to arrive (6 business days before the debit by mail, 3 electronically: 12 CFR 1041.9(b)).
// The e-mail is written to the outbox in the same transaction as the notice's record: both or neither. A short text
// goes with it where the customer gets texts (server/messages/autopayTexts.ts).
import { asc, eq } from 'drizzle-orm';
import { lenderOf, methodNameKey } from '../../src/lib/account/authorization';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import { formatShortDate } from '../../src/lib/format/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { formatCents } from '../../src/lib/money';
import type { MessageKind } from '../../src/lib/preferences/messages';
import type { Tx } from '../auth/keyLock';
import { serverText } from '../content/catalogues';
import { autopayNotices, customers } from '../db/schema';
import type { LoanRow } from '../loans/repository';
import { textAutopayNotice } from '../messages/autopayTexts';
import type { Outbox } from '../outbox/outbox';
import { messageLanguageOf } from '../preferences/choices';
import { mayMessage } from '../preferences/mayMessage';
import { businessDaysAfter } from './businessDays';
import { PAYMENT_NOTICE_BUSINESS_DAYS, type NoticeKind, type SentNotice, type UnusualBecause } from './plan';
import type { EnrollmentRow } from './store';

export type RecordedKind = NoticeKind | 'CONSUMER_RIGHTS';
export type NoticeChannel = 'EMAIL' | 'MAIL';

export interface NoticeScene {
  tx: Tx;
  outbox: Outbox;
  enrollment: EnrollmentRow;
  loan: LoanRow;
  now: Date;
  today: string;
}

/** A withdrawal to announce: what the planner requires, or a new try after a failure. */
export interface WithdrawalNotice {
  kind: NoticeKind;
  runDate: string;
  dueDate: string;
  amountCents: number;
  because: readonly (UnusualBecause | 'RETRY')[];
  regularPaymentCents: number;
  failedOn?: string;
}

/** A failed attempt the consumer-rights notice describes. */
export interface FailedAttempt {
  runDate: string;
  amountCents: number;
  method: string;
  reason: string | null;
}

/** The notices sent under the enrollment, as the planner counts them: a paper one as of when it has arrived. */
export async function noticesSentOf(tx: Tx, enrollmentId: string): Promise<SentNotice[]> {
  const rows = await tx
    .select()
    .from(autopayNotices)
    .where(eq(autopayNotices.enrollmentId, enrollmentId))
    .orderBy(asc(autopayNotices.sentAt));
  return rows
    .filter((r) => r.kind !== 'CONSUMER_RIGHTS')
    .map((r) => ({
      kind: r.kind as NoticeKind,
      runDate: r.runDate,
      amountCents: r.amountCents,
      sentOn: r.channel === 'MAIL' ? businessDaysAfter(r.sentOn, PAYMENT_NOTICE_BUSINESS_DAYS) : r.sentOn,
    }));
}

const messageKindOf = (kind: RecordedKind): MessageKind =>
  kind === 'CONSUMER_RIGHTS' ? 'AUTOPAY_STOPPED' : 'AUTOPAY_SCHEDULED';

/** How a notice of this kind goes to the customer now: by e-mail with their consent to electronic notices. */
export async function noticeChannelOf(scene: NoticeScene, kind: RecordedKind): Promise<NoticeChannel> {
  const allowed = await mayMessage(scene.tx, scene.enrollment.customerId, messageKindOf(kind), 'EMAIL', scene.now);
  return allowed.allowed ? 'EMAIL' : 'MAIL';
}

/** Business days a notice by this channel needs to reach the customer before the debit (12 CFR 1041.9(b)). */
export const noticeLeadOf = (channel: NoticeChannel): number =>
  channel === 'MAIL' ? 2 * PAYMENT_NOTICE_BUSINESS_DAYS : PAYMENT_NOTICE_BUSINESS_DAYS;

/** Records the notice and answers how it goes (null when it was already recorded, by this or another process). */
async function record(
  scene: NoticeScene,
  notice: { kind: RecordedKind; runDate: string; amountCents: number; because: readonly string[] },
): Promise<NoticeChannel | null> {
  const channel = await noticeChannelOf(scene, notice.kind);
  const [kept] = await scene.tx
    .insert(autopayNotices)
    .values({
      enrollmentId: scene.enrollment.id,
      kind: notice.kind,
      runDate: notice.runDate,
      amountCents: notice.amountCents,
      because: [...notice.because],
      channel,
      sentOn: scene.today,
      sentAt: scene.now,
    })
    .onConflictDoNothing()
    .returning({ id: autopayNotices.id });
  if (!kept) return null;
  await textAutopayNotice(
    scene.tx,
    scene.outbox,
    {
      customerId: scene.enrollment.customerId,
      enrollmentId: scene.enrollment.id,
      loan: scene.loan,
      kind: messageKindOf(notice.kind),
      noticeKind: notice.kind,
      runDate: notice.runDate,
      amountCents: notice.amountCents,
    },
    scene.now,
  );
  return channel;
}

interface Words {
  lang: Lang;
  to: string;
  t: (key: Parameters<typeof serverText>[1], values?: Record<string, string>) => string;
  day: (iso: string) => string;
  brand: string;
  phone: string;
  method: string;
}

async function wordsFor(scene: NoticeScene): Promise<Words> {
  const lang = await messageLanguageOf(scene.tx, scene.enrollment.customerId);
  const [customer] = await scene.tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, scene.enrollment.customerId));
  const lender = lenderOf(scene.loan.brand);
  const t: Words['t'] = (key, values) => serverText(lang, key, values);
  return {
    lang,
    to: customer?.email ?? '',
    t,
    day: (iso) => formatShortDate(iso, lang),
    brand: lender.name,
    phone: lender.phoneNumber,
    method: t(methodNameKey(scene.enrollment.method as PaymentMethodName)),
  };
}

/** Sends the notice of a coming withdrawal, once; answers the channel it went by, or null when already sent. */
export async function sendWithdrawalNotice(
  scene: NoticeScene,
  notice: WithdrawalNotice,
): Promise<NoticeChannel | null> {
  const channel = await record(scene, notice);
  if (channel !== 'EMAIL') return channel;
  const w = await wordsFor(scene);
  const amount = formatCents(notice.amountCents);
  const regular = formatCents(notice.regularPaymentCents);
  const facts = { amount, date: w.day(notice.runDate), loanNumber: scene.loan.loanNumber };
  const lines = [
    w.t('account.autopayNotice.withdrawal.body', {
      ...facts,
      brand: w.brand,
      method: w.method,
      last4: scene.enrollment.methodLast4,
    }),
  ];
  if (notice.kind === 'FIRST_WITHDRAWAL') lines.push(w.t('account.autopayNotice.kind.firstWithdrawal'));
  for (const because of notice.because)
    lines.push(
      w.t(`account.autopayNotice.because.${because}`, {
        regular,
        dueDate: w.day(notice.dueDate),
        failedOn: notice.failedOn ? w.day(notice.failedOn) : '',
      }),
    );
  if (notice.kind === 'VARYING_AMOUNT') lines.push(w.t('account.autopayNotice.kind.varyingAmount', { regular }));
  lines.push(
    w.t('account.autopayNotice.stop'),
    w.t('account.autopayNotice.contact', { brand: w.brand, phone: w.phone }),
  );
  await scene.outbox.send(
    {
      to: w.to,
      channel: 'email',
      subject: w.t('account.autopayNotice.withdrawal.subject', facts),
      text: lines.join('\n\n'),
    },
    scene.tx,
  );
  return channel;
}

/** The bank's reason for a failure in the customer's language (the demo bank's one reason; any other as given). */
const reasonIn = (w: Words, reason: string | null): string =>
  reason === 'Insufficient funds' ? w.t('account.autopayNotice.reason.insufficientFunds') : (reason ?? '');

/** Sends the consumer-rights notice after the failed attempts given (12 CFR 1041.9(c)), once. */
export async function sendConsumerRightsNotice(
  scene: NoticeScene,
  failed: readonly FailedAttempt[],
): Promise<NoticeChannel | null> {
  const last = failed[failed.length - 1];
  const channel = await record(scene, {
    kind: 'CONSUMER_RIGHTS',
    runDate: last?.runDate ?? scene.today,
    amountCents: last?.amountCents ?? 0,
    because: [],
  });
  if (channel !== 'EMAIL') return channel;
  const w = await wordsFor(scene);
  const loanNumber = scene.loan.loanNumber;
  const attempts = failed.map((f) =>
    w.t('account.autopayNotice.rights.attempt', {
      date: w.day(f.runDate),
      amount: formatCents(f.amountCents),
      method: w.t(methodNameKey(f.method as PaymentMethodName)),
      last4: scene.enrollment.methodLast4,
      reason: reasonIn(w, f.reason),
    }),
  );
  await scene.outbox.send(
    {
      to: w.to,
      channel: 'email',
      subject: w.t('account.autopayNotice.rights.subject', { brand: w.brand }),
      text: [
        w.t('account.autopayNotice.rights.heading'),
        w.t('account.autopayNotice.rights.body', { brand: w.brand, loanNumber }),
        attempts.join('\n'),
        w.t('account.autopayNotice.rights.next', { loanNumber }),
        w.t('account.autopayNotice.rights.cfpb'),
        w.t('account.autopayNotice.contact', { brand: w.brand, phone: w.phone }),
      ].join('\n\n'),
    },
    scene.tx,
  );
  return channel;
}
