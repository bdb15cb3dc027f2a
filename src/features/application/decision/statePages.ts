// After submit, the application's state decides the page (docs/decision.md's state table): every application state
// and every decision outcome lead to a page a person understands, with a message where the
// page alone would not say why the customer is there.
import type { MessageKey } from '../../../lib/i18n';
import { applicationPaths as p } from '../paths';

export interface StateSnapshot {
  status: string | null;
  applicationState: string | null;
  /** The listener's action code, when the change came with one. */
  action?: string | null;
  decision?: { outcome: string } | null;
}

export interface StatePage {
  path: string;
  /** Shown by the page it leads to (router state `decisionMessage`), or by the transition page itself. */
  message?: MessageKey;
}

/** What the transition page says while the application waits in a state. */
export type WaitingKind = 'submitting' | 'scoring' | 'underwriting' | 'approved' | 'recalculating' | 'signing';

const WAITING: Record<string, WaitingKind> = {
  SUBMITTING: 'submitting',
  PENDING_SAS_CALL_1: 'scoring',
  PENDING_ASSET_REPORT_DOWNLOAD: 'scoring',
  PENDING_UNDERWRITING: 'underwriting',
  SUBMIT_APPROVED: 'approved',
  PENDING_PRODUCT_SELECTION: 'recalculating',
  COMPLETED_PRODUCT_SELECTION: 'recalculating',
  ESIGNING: 'signing',
  PENDING_ESIGN_VALIDATIONS: 'signing',
  PENDING_BRFR: 'signing',
  PENDING_ORIGINATION: 'signing',
};

export const waitingKind = (state: string | null): WaitingKind | null => (state ? (WAITING[state] ?? null) : null);

/** Decision outcomes that send the customer to choose another funding or repayment method. */
const METHOD_MESSAGES: Record<string, MessageKey> = {
  CARD_ERROR_1: 'application.decision.message.cardError1',
  CARD_ERROR_2: 'application.decision.message.cardError2',
  NEEDS_NEW_FUNDING: 'application.decision.message.needsNewFunding',
  NEEDS_NEW_REPAYMENT: 'application.decision.message.needsNewRepayment',
};

/** Why the decision asks for another funding or repayment method (SUBMIT_ERROR with a method outcome), else null. */
export function newMethodMessage(a: Pick<StateSnapshot, 'applicationState' | 'decision'>): MessageKey | null {
  if (a.applicationState !== 'SUBMIT_ERROR' || !a.decision) return null;
  return METHOD_MESSAGES[a.decision.outcome] ?? null;
}

export function pageForState(a: StateSnapshot): StatePage {
  if (a.action === 'ESIGN_RECALCULATED') return { path: p.esign, message: 'application.decision.message.recalculated' };
  const state = a.applicationState;
  if (!state) return a.status === 'DENIED' ? { path: p.adverseAction } : { path: p.submit };
  if (waitingKind(state)) return { path: p.transition };
  switch (state) {
    case 'SUBMIT_DENIED':
    case 'DENIED':
      return { path: p.adverseAction };
    case 'PENDING_ESIGN':
      return { path: p.esign };
    case 'ESIGN_ERROR':
      return { path: p.esign, message: 'application.decision.message.esignError' };
    case 'PENDING_ESIGN_DOCUMENT_UPLOAD':
      return { path: p.uploadDocs };
    case 'ORIGINATED':
      return { path: p.thankYou };
    case 'CANEBAY_DUPLICATE':
      return { path: p.transition, message: 'application.decision.duplicate.body' };
    case 'SUBMIT_ERROR': {
      const method = newMethodMessage(a);
      return method
        ? { path: p.agreements, message: method }
        : { path: p.transition, message: 'application.decision.submitError.body' };
    }
    default:
      return { path: p.transition };
  }
}

/** The listener's last word for this application: the server completes it after these. */
export function isTerminal(a: Pick<StateSnapshot, 'applicationState' | 'action'>): boolean {
  return (
    a.action === 'ESIGN_RECALCULATED' ||
    ['ORIGINATED', 'DENIED', 'SUBMIT_ERROR', 'CANEBAY_DUPLICATE'].includes(a.applicationState ?? '')
  );
}
