// Where a loan's autopay stands on a day: its enrollment, the skipped due dates, and the next debit with its cut-off,
// by the planner (./plan.ts) over the loan's ledger (server/payments/ledger.ts). The account reads show it, and the
// turn-off and skip rules read the same answer, so what the page says is what is enforced.
import { AUTOPAY_AUTHORIZATION_VERSION, regularPaymentOf } from '../../src/lib/account/autopay';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import type { Db } from '../db/client';
import { documentUrl } from '../documents/store';
import { PAYABLE_STATUSES, scheduleOf, type LoanRow } from '../loans/repository';
import { toLoan } from '../loans/toGraphQL';
import { isInstallmentLoan, standingOf } from '../payments/ledger';
import { pastDebitsOf as recordedDebitsOf } from './attempts';
import { isCoveredLoan, mayStop, upcomingDebit, type PastDebit, type PlanInput, type UpcomingDebit } from './plan';
import {
  authorizationById,
  enrollmentOf,
  pendingCentsOf,
  skippedDueDatesOf,
  type AuthorizationRow,
  type EnrollmentRow,
} from './store';

/** The smallest debit the customer agrees to without notice: any amount due, down to a cent. */
export const RANGE_MIN_CENTS = 1;

export interface AutopayState {
  loan: LoanRow;
  enrollment: EnrollmentRow | null;
  authorization: AuthorizationRow | null;
  payable: boolean;
  rangeMaxCents: number;
  /** The loan's due dates from the standing's on (the schedule's, or the single payment's). */
  dueDates: string[];
  plan: Omit<PlanInput, 'noticesSent'>;
  next: UpcomingDebit | null;
  today: string;
}

/**
 * The debits already attempted under an enrollment, as the payment scheduler recorded them (./attempts.ts): a due
 * date debited, even while its payment is pending, is not the next debit any more.
 */
export type PastDebitsOf = (db: Db, enrollmentId: string) => Promise<PastDebit[]>;

export async function autopayStateOf(
  db: Db,
  loan: LoanRow,
  today: string,
  pastDebitsOf: PastDebitsOf = recordedDebitsOf,
): Promise<AutopayState> {
  const schedule = await scheduleOf(db, loan.id);
  const standing = await standingOf(db, loan, today, { schedule });
  const enrollment = await enrollmentOf(db, loan.id);
  const authorization = enrollment ? await authorizationById(db, enrollment.authorizationId) : null;
  const shown = toLoan(loan, schedule, today, standing);
  const rangeMaxCents = regularPaymentOf(shown.paymentSchedule);
  const plan: AutopayState['plan'] = {
    enrollment: {
      status: (enrollment?.status ?? 'OFF') as PlanInput['enrollment']['status'],
      method: (enrollment?.method ?? 'DEBIT_CARD') as PaymentMethodName,
      rangeMinCents: authorization?.rangeMinCents ?? RANGE_MIN_CENTS,
      rangeMaxCents: authorization?.rangeMaxCents ?? rangeMaxCents,
    },
    standing,
    pendingCents: await pendingCentsOf(db, loan.id),
    skippedDueDates: enrollment ? await skippedDueDatesOf(db, enrollment.id) : [],
    pastDebits: enrollment ? await pastDebitsOf(db, enrollment.id) : [],
    covered: isCoveredLoan({ installment: isInstallmentLoan(loan, schedule), aprBps: loan.aprBps }),
    regularPaymentCents: rangeMaxCents,
  };
  const dueDates = shown.paymentSchedule.map((row) => row.dueDate).filter((day) => day >= standing.dueDate);
  return {
    loan,
    enrollment,
    authorization,
    payable: shown.isPayable,
    rangeMaxCents,
    dueDates,
    plan,
    next: upcomingDebit(plan, dueDates, today),
    today,
  };
}

/** The contract's Autopay. */
export function toAutopay(state: AutopayState) {
  const { enrollment, authorization, next } = state;
  const status = enrollment?.status ?? 'OFF';
  return {
    loanNumber: state.loan.loanNumber,
    status,
    method: enrollment?.method ?? null,
    methodLast4: enrollment?.methodLast4 ?? null,
    turnedOnAt: enrollment?.turnedOnAt.toISOString() ?? null,
    turnedOffAt: enrollment?.turnedOffAt?.toISOString() ?? null,
    canTurnOn: state.payable && PAYABLE_STATUSES.includes(state.loan.status) && status !== 'ON',
    authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
    rangeMax: state.rangeMaxCents,
    nextDebit: next
      ? {
          dueDate: next.dueDate,
          runDate: next.runDate,
          amount: next.amountCents,
          cutoffDate: next.cutoff,
          canStop: mayStop(next.runDate, state.today),
        }
      : null,
    skippedDueDates: status === 'OFF' ? [] : state.plan.skippedDueDates,
    authorization: authorization
      ? {
          id: authorization.id,
          text: authorization.text,
          lang: authorization.lang,
          agreedAt: authorization.agreedAt.toISOString(),
          method: authorization.method,
          methodLast4: authorization.methodLast4,
          pdfUrl: authorization.documentId ? documentUrl(authorization.documentId) : null,
        }
      : null,
  };
}
