// English words of the application's bank screens (issue 13), spread into ../en.ts. Keys start `application.bank.`.
export const bankEn = {} as const;
