// English words of the application's afterDecision screens (issue 13), spread into ../en.ts. Keys start `application.afterDecision.`.
export const afterDecisionEn = {} as const;
