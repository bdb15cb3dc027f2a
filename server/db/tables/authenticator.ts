// The authenticator app (TOTP): each user's software token as the identity service keeps it (AssociateSoftwareToken,
// VerifySoftwareToken, SetUserMFAPreference), the attempts a multi-factor check spends on its codes, and the
// "I can't use my authenticator app" requests that let an e-mailed code stand in after a wait.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { mfaChallenges } from './access';
import { users } from './identity';

/**
 * One software token per user. Secrets are sealed with the data key (server/db/cipher.ts), never stored in clear. A
 * new association waits in `pending_secret_sealed` until a code from it is verified; only then does it replace the
 * secret in use, so an abandoned set-up never switches the authenticator off.
 */
export const softwareTokens = pgTable('software_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The verified secret (base32, sealed); null until a code from an association was verified. */
  secretSealed: text('secret_sealed'),
  pendingSecretSealed: text('pending_secret_sealed'),
  /** Wrong codes given against the pending secret; a new association starts again at 0. */
  pendingAttempts: integer('pending_attempts').notNull().default(0),
  friendlyDeviceName: text('friendly_device_name'),
  /** SetUserMFAPreference's SoftwareTokenMfaSettings: Enabled and PreferredMfa. */
  enabled: boolean('enabled').notNull().default(false),
  preferred: boolean('preferred').notNull().default(false),
  /** The newest 30-second step a code was accepted for: no code of that step or an earlier one is accepted again. */
  lastStep: integer('last_step'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Authenticator codes a multi-factor check (decision OTP_TOTP) was given, right or wrong. */
export const authenticatorCheckAttempts = pgTable('authenticator_check_attempts', {
  mfaId: uuid('mfa_id')
    .primaryKey()
    .references(() => mfaChallenges.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * "I can't use my authenticator app": from `opens_at` (a wait after the request, during which the customer has been
 * e-mailed a notice) until `expires_at`, the customer's checks accept an e-mailed code instead. A code from the
 * authenticator or a password reset cancels the request. Read by time, so expired rows need no sweeper.
 */
export const authenticatorFallbacks = pgTable(
  'authenticator_fallbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('authenticator_fallbacks_user_idx').on(t.userId, t.expiresAt)],
);
