// The one database schema (Drizzle), one module per area under ./tables. Migrations under ./migrations are
// generated from it with `npm run db:generate` and checked in; PGlite and PostgreSQL run the same SQL.
export * from './tables/identity';
export * from './tables/remoteEnrollment';
export * from './tables/passkeys';
export * from './tables/lending';
export * from './tables/access';
export * from './tables/platform';
export * from './tables/agreements';
export * from './tables/bank';
export * from './tables/paymentAccounts';
export * from './tables/decision';
export * from './tables/finalSteps';
export * from './tables/conversion';
export * from './tables/loans';
export * from './tables/recentProofs';
export * from './tables/authenticator';
export * from './tables/passkeyNames';
export * from './tables/passkeyOffers';
export * from './tables/recheckAnswers';
export * from './tables/payoffLetters';
export * from './tables/autopay';
export * from './tables/preferences';
export * from './tables/scheduledPayments';
export * from './tables/autopayRuns';
export * from './tables/messages';
