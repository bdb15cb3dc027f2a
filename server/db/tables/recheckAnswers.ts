// How a re-check (rechecks, ./recentProofs.ts) is answered other than with its e-mailed code, whose attempts the code
// machinery keeps: the authenticator app's codes and passkey answers count against the same five attempts per
// re-check, and a passkey answer must sign a challenge this server issued for that very re-check.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rechecks } from './recentProofs';

/** Wrong app codes and refused passkey answers of one re-check; at five it is denied. */
export const recheckAttempts = pgTable('recheck_attempts', {
  recheckId: uuid('recheck_id')
    .primaryKey()
    .references(() => rechecks.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * The passkey challenge of a re-check: one at a time (asking again replaces it), answered at most once (taken by a
 * DELETE), within its lifetime, from the site (relying party and origin) it was issued for.
 */
export const recheckPasskeyChallenges = pgTable('recheck_passkey_challenges', {
  recheckId: uuid('recheck_id')
    .primaryKey()
    .references(() => rechecks.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  relyingPartyId: text('relying_party_id').notNull(),
  origin: text('origin').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
