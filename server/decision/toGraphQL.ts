// The decision as the client sees it: the outcome, the reasons, the amounts and whether a consumer report was used.
// The report itself (bureau, score) stays on the server for the adverse-action notice.
import type { ApplicationDecision } from '../graphql/generated/resolvers';
import type { StoredDecision } from './decisionRecord';

/**
 * Read defensively: a decision can also arrive through a lead's clone or a dev tool with fewer fields, and one missing
 * field must not fail the whole application read (the non-null fields would otherwise error the query).
 */
export function decisionOut(data: { decision?: Partial<StoredDecision> | null }): ApplicationDecision | null {
  const d = data.decision;
  if (!d?.outcome) return null;
  return {
    outcome: d.outcome,
    reasons: d.reasons ?? [],
    approvedAmount: d.approvedAmount ?? null,
    requestedAmount: d.requestedAmount ?? 0,
    consumerReportUsed: Boolean(d.consumerReport),
    decidedAt: d.decidedAt ?? '',
  };
}
