// English words of the application's adverse screens (issue 13), spread into ../en.ts. Keys start `application.adverse.`.
export const adverseEn = {} as const;
