// Spanish words of the application's adverse screens, spread into ../es.ts; one entry per key of adverse.en.ts.
import type { adverseEn } from './adverse.en';

export const adverseEs: Record<keyof typeof adverseEn, string> = {};
