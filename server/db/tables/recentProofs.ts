// Fresh proofs of who is signing in, for the changes that need one (server/identity/recentProof.ts): changing the
// e-mail, phone, password or a factor asks for a proof made within the last few minutes by this very sign-in.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/**
 * The last fresh proof of each sign-in (origin_jti): the multi-factor check passed with a code or a passkey at
 * sign-in, or a re-check since. A remembered device's BYPASS proves nothing now and writes no row. Kept apart from
 * mfa_passes because a pass lasts as long as its sign-in, while a proof is stale after minutes.
 */
export const recentProofs = pgTable('recent_proofs', {
  originJti: text('origin_jti').primaryKey(),
  /** The token subject (sub) of the sign-in: a proof never serves another identity's token. */
  subject: text('subject').notNull(),
  /** How it was proved: CODE (the sign-in's check), EMAIL_CODE (a re-check), and later PASSKEY, AUTHENTICATOR. */
  method: text('method').notNull(),
  provedAt: timestamp('proved_at', { withTimezone: true }).notNull(),
});

/**
 * Re-checks a signed-in customer started (startRecheck): each belongs to the sign-in that started it and proves only
 * that sign-in. Its e-mailed code is a code challenge of owner kind `recheck` (server/verification).
 */
export const rechecks = pgTable(
  'rechecks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originJti: text('origin_jti').notNull(),
    subject: text('subject').notNull(),
    /** PENDING | APPROVED | DENIED; APPROVED and DENIED are final. */
    status: text('status').notNull().default('PENDING'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The hourly cap counts a customer's recent re-checks.
  (t) => [index('rechecks_user_idx').on(t.userId, t.createdAt)],
);
