// The decision as the client sees it: the outcome, the reasons, the amounts and whether a consumer report was used.
// The report itself (bureau, score) stays on the server for the adverse-action notice.
import type { ApplicationDecision } from '../graphql/generated/resolvers';
import type { StoredDecision } from './decisionRecord';

export function decisionOut(data: { decision?: StoredDecision | null }): ApplicationDecision | null {
  const d = data.decision;
  if (!d) return null;
  return {
    outcome: d.outcome,
    reasons: d.reasons,
    approvedAmount: d.approvedAmount,
    requestedAmount: d.requestedAmount,
    consumerReportUsed: d.consumerReport !== null,
    decidedAt: d.decidedAt,
  };
}
