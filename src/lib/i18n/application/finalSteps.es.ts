// Spanish words of the application's finalSteps screens, spread into ../es.ts; one entry per key of finalSteps.en.ts.
import type { finalStepsEn } from './finalSteps.en';

export const finalStepsEs: Record<keyof typeof finalStepsEn, string> = {};
