// English words of the application's agreements screens (issue 13), spread into ../en.ts. Keys start `application.agreements.`.
export const agreementsEn = {} as const;
