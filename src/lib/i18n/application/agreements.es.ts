// Spanish words of the application's agreements screens, spread into ../es.ts; one entry per key of agreements.en.ts.
import type { agreementsEn } from './agreements.en';

export const agreementsEs: Record<keyof typeof agreementsEn, string> = {};
