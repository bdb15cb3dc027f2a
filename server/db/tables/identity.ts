// The identity service's tables (the Cognito user pool look-alike): users, linked identities, refresh tokens,
// sign-in challenge state, its one-time codes and the signing keys.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Identity-provider users (the Cognito user pool). Passwords are never stored: only the SRP salt and verifier. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(), // the token `sub`
    username: text('username').notNull(), // lower-cased email; Cognito username
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** CONFIRMED | UNCONFIRMED | FORCE_CHANGE_PASSWORD | RESET_REQUIRED */
    status: text('status').notNull().default('CONFIRMED'),
    enabled: boolean('enabled').notNull().default(true),
    srpSalt: text('srp_salt').notNull(), // hex
    srpVerifier: text('srp_verifier').notNull(), // hex
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Standard and custom:* attributes exactly as Cognito names them (name, family_name, custom:brand, ...). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_idx').on(t.username)],
);

/**
 * Enrollment visitor identities: every POST /auth/enrollment-session creates a user of its own in the `enrollment`
 * group (username `<uuid>@enrollment.invalid`), so no two visitors share an identity. The identity is temporary: its
 * session ends at `expires_at` (its refresh token is issued to expire then) and expired ones are deleted (with their
 * sessions) when later visitors start. `client_digest` is the keyed digest of the client address that asked for it
 * (server/auth/digests.ts), which the enrollment's look-ups are counted against.
 */
export const enrollmentIdentities = pgTable(
  'enrollment_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientDigest: text('client_digest').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enrollment_identities_expiry_idx').on(t.expiresAt)],
);

/** Linked external identities (Cognito `identities` claim); an admin's work email comes from here. */
export const identities = pgTable('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerName: text('provider_name').notNull(),
  providerType: text('provider_type').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  email: text('email'),
  createdAt: createdAt(),
});

/** Opaque refresh tokens, stored as SHA-256 hashes only; one row per sign-in (no rotation), the security page's sessions. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id').notNull(),
    originJti: text('origin_jti').notNull(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in (cut to 512 characters); shown only as browser and system names. */
    userAgent: text('user_agent'),
    /** How the sign-in proved who it was (server/identity/signInMethods.ts): PASSWORD | PASSKEY. */
    signInMethod: text('sign_in_method').notNull().default('PASSWORD'),
    /** Last refresh or API call of this sign-in, kept to the minute (server/auth/tokenCheck.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    // Every authenticated call checks its token's origin for revocation.
    index('refresh_tokens_origin_idx').on(t.originJti),
  ],
);

/** Short-lived sign-in challenge state (SRP, custom challenge, new password); shared across API processes. */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(), // the opaque `Session` string handed to the client
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The identity service's one-time codes (sign-up confirmation, password reset, custom challenge), hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who the code is for: a username, an MFA id or an enrollment id. */
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_subject_idx').on(t.subject, t.purpose)],
);

/** Public signing keys are published in the JWKS; private keys are encrypted with the data key. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwkEncrypted: text('private_jwk_encrypted').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});
