// Spanish words of the application's bank screens, spread into ../es.ts; one entry per key of bank.en.ts.
import type { bankEn } from './bank.en';

export const bankEs: Record<keyof typeof bankEn, string> = {};
