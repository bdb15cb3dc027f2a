// Spanish words of the application's decision screens, spread into ../es.ts; one entry per key of decision.en.ts.
import type { decisionEn } from './decision.en';

export const decisionEs: Record<keyof typeof decisionEn, string> = {};
