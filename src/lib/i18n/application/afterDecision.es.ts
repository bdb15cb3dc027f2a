// Spanish words of the application's afterDecision screens, spread into ../es.ts; one entry per key of afterDecision.en.ts.
import type { afterDecisionEn } from './afterDecision.en';

export const afterDecisionEs: Record<keyof typeof afterDecisionEn, string> = {};
