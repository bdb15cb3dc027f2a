// English words of the application's decision screens (issue 13), spread into ../en.ts. Keys start `application.decision.`.
export const decisionEn = {} as const;
