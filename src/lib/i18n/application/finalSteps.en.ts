// English words of the application's finalSteps screens (issue 13), spread into ../en.ts. Keys start `application.finalSteps.`.
export const finalStepsEn = {} as const;
