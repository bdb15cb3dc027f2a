// Lending arithmetic shared by the client and the server (domain rules are pure functions).
export * from './appendixJ';
export * from './disclosure';
export * from './frequency';
export * from './installmentStanding';
export * from './installmentTerms';
export * from './ledger';
export * from './ledgerSchedule';
export * from './pricing';
export * from './term';
