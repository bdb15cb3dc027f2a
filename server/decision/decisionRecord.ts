// The decision as it is kept on the application (`data.decision`): what the client is shown (outcome, reasons,
// approved amount) and what the adverse-action notice needs besides (the consumer report, the requested amount).
import type { ConsumerReport, Decision, DecisionOutcome } from './engine';

export interface StoredDecision {
  outcome: DecisionOutcome;
  reasons: string[];
  /** Cents. */
  approvedAmount: number | null;
  /** Cents, as submitted: the e-sign offer is recalculated when the approval is lower. */
  requestedAmount: number;
  consumerReport: ConsumerReport | null;
  decidedAt: string;
  /** How many times the application was submitted (a new method after CARD_ERROR_1, say). */
  submission: number;
}

export const storedDecision = (
  decision: Decision,
  requestedAmount: number,
  decidedAt: Date,
  submission: number,
): StoredDecision => ({
  outcome: decision.outcome,
  reasons: decision.reasons,
  approvedAmount: decision.approvedAmount,
  requestedAmount,
  consumerReport: decision.consumerReport,
  decidedAt: decidedAt.toISOString(),
  submission,
});
