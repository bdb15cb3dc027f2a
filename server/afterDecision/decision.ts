// Reads the decision the decision room keeps on the application (docs/application-after-income.md: `decision { outcome
// reasons ... }` in `applications.data`). Tolerant of the shapes a reason may take (text, or an object with a code and
// text) so the notice shows the real reasons whatever the engine stores; nothing here decides anything.
import type { ApplicationRow } from '../applications/openApplications';
import { ADVERSE_REASONS } from '../../src/lib/application/adverseReasons';

/** The consumer report as the decision room's engine keeps it (server/decision/engine.ts ConsumerReport). */
export interface ConsumerReportFacts {
  /** The bureau whose report was used; the notice names it (FCRA 615(a)). */
  bureau?: string | null;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  score?: number | null;
  scoreRange?: { low: number; high: number } | null;
  keyFactors?: string[] | null;
  /** The day the report was pulled, YYYY-MM-DD. */
  pulledOn?: string | null;
}

export interface Decision {
  outcome: string | null;
  reasons: string[];
  decidedAt: string | null;
  /** Null when no consumer report was used in the decision. */
  consumerReport: ConsumerReportFacts | null;
}

type StoredReason = string | { code?: string; text?: string; description?: string; reason?: string };

interface StoredDecision {
  outcome?: string | null;
  reasons?: StoredReason[] | null;
  decidedAt?: string | null;
  consumerReport?: ConsumerReportFacts | null;
  consumerReportUsed?: boolean | null;
}

/** The declines decided on a consumer report: the credit-file decline (and the identity one older decisions recorded). */
const REPORT_REASONS: string[] = [ADVERSE_REASONS.creditExperience, ADVERSE_REASONS.identity];

const reasonText = (reason: StoredReason): string | null =>
  typeof reason === 'string' ? reason : (reason.text ?? reason.description ?? reason.reason ?? reason.code ?? null);

export function decisionOf(row: Pick<ApplicationRow, 'data' | 'modifiedAt'>): Decision {
  const stored = (row.data as { decision?: StoredDecision | null }).decision ?? {};
  const reasons = (stored.reasons ?? []).map(reasonText).filter((r): r is string => Boolean(r));
  const reportUsed =
    stored.consumerReport != null ||
    stored.consumerReportUsed === true ||
    reasons.some((r) => REPORT_REASONS.includes(r));
  return {
    outcome: stored.outcome ?? null,
    reasons,
    decidedAt: stored.decidedAt ?? row.modifiedAt.toISOString(),
    consumerReport: reportUsed ? (stored.consumerReport ?? {}) : null,
  };
}

/** Declined: the status the state machine wrote, or (before it ran) the engine's outcome. */
export const isDeclined = (row: Pick<ApplicationRow, 'status' | 'applicationState' | 'data' | 'modifiedAt'>) =>
  row.status === 'DENIED' || row.applicationState === 'DENIED' || decisionOf(row).outcome === 'DECLINED';
