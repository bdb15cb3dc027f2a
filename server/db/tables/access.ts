// Account access around sign-in: devices and their remembering, the risk check's failures and throttles, multi-factor
// checks, the one-time codes the portal itself checks, and enrollments.
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';
import { customers } from './lending';

/** Devices seen at sign-in (by fingerprint hash) and whether the customer asked to remember them. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprintHash: text('fingerprint_hash').notNull(),
    remembered: boolean('remembered').notNull().default(false),
    /** When the customer last asked us to remember it; a remembered device lasts REMEMBERED_DEVICE_MS from then. */
    rememberedAt: timestamp('remembered_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The User-Agent of the sign-in that remembered it, so the security page can name the browser. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_user_fp_idx').on(t.userId, t.fingerprintHash)],
);

/** Device fingerprints the risk check (POST /auth) refuses; only a keyed digest of the blackBox is kept. */
export const deniedDevices = pgTable('denied_devices', {
  fingerprintHash: text('fingerprint_hash').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins reported to POST /auth, by keyed digests of the e-mail and the device (never the raw values). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailHash: text('email_hash').notNull(),
    fingerprintHash: text('fingerprint_hash').notNull(),
    /** reported | locked (reported while the account was locked); a report never counts towards a lock */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_device_idx').on(t.fingerprintHash, t.createdAt),
    index('sign_in_failures_email_idx').on(t.emailHash, t.createdAt),
  ],
);

/**
 * Per-e-mail risk state of POST /auth. For an e-mail with no account it holds the failure streak and lock (so the
 * answers match those for a real account); for an account, the lock is the user row's and only `identitySeenAt`
 * is used: the user row's `updated_at` as of our last report, which tells a failure we already counted apart from one
 * the identity service counted itself.
 */
export const signInRisk = pgTable('sign_in_risk', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  identitySeenAt: timestamp('identity_seen_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sliding-window throttles of public routes (password-changed notices, forgot-email look-ups), keyed by digests. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_key_idx').on(t.bucket, t.keyHash, t.createdAt)],
);

/**
 * Multi-factor checks started after sign-in (startMfa), one row per check; `id` is the mfaId. A decision that e-mails
 * a code has one code challenge (code_challenges, owner kind "mfa"); the check's status follows that challenge's.
 * Starting a new check never reuses an old one.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed digest of the blackBox the check was started with (server/auth/digests.ts fingerprintDigest). */
    fingerprintHash: text('fingerprint_hash').notNull(),
    /** BYPASS | ALLOW | DENY | OTP_PHONE | OTP_EMAIL | OTP_PHONE_EMAIL */
    decision: text('decision').notNull(),
    /** PENDING (a code is awaited) | APPROVED | DENIED; APPROVED and DENIED are final. */
    status: text('status').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The sign-in (token origin_jti) that started the check: passing it passes that sign-in only (mfa_passes). */
    originJti: text('origin_jti'),
    /** The token subject of that sign-in, so a pass is only ever read back for the same identity. */
    originSub: text('origin_sub'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Sign-ins that passed the multi-factor gate (server/mfa/gate.ts), one row per origin_jti: a check passed with its
 * codes, a decision that needed no code (BYPASS, ALLOW), or a sign-in route that needed no check (NOT_NEEDED: an
 * application to resume, scope APPLICATION). Customer-data operations read it on every call; a new sign-in starts
 * without one. Rows go when their sign-in can no longer be used (sweepDeadPasses, and at sign-out).
 */
export const mfaPasses = pgTable(
  'mfa_passes',
  {
    originJti: text('origin_jti').primaryKey(),
    /** The token subject (sub) of the sign-in: a pass never serves another identity's token. */
    subject: text('subject').notNull(),
    /** CODE | BYPASS | ALLOW | NOT_NEEDED | PASSKEY */
    how: text('how').notNull(),
    /**
     * What the pass opens (server/mfa/gate.ts): ACCOUNT, everything of the customer's (a check passed with its codes,
     * BYPASS, ALLOW); APPLICATION, only the fields the schema marks `mfaScope: APPLICATION` (NOT_NEEDED: the resume
     * route opens the application it resumes, not the loans, payments, conversion or account details).
     */
    scope: text('scope').notNull().default('ACCOUNT'),
    /** The check that passed it; null for NOT_NEEDED. */
    mfaId: uuid('mfa_id'),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep (server/mfa/gate.ts sweepDeadPasses) finds the old ones by when they passed.
  (t) => [index('mfa_passes_passed_at_idx').on(t.passedAt)],
);

/**
 * One-time codes checked by the portal itself (server/verification): a multi-factor check's e-mailed code, an
 * enrollment's e-mailed and texted codes. One challenge per owner and channel; `id` is the e-mail verification id
 * the client is given. The current code is kept as a keyed digest only (never in clear) with its session id and
 * expiry; resends replace it (the replaced one is remembered only to tell "replaced" from "wrong"). Attempts and
 * sends are counted for the whole challenge and capped with conditional UPDATEs.
 */
export const codeChallenges = pgTable(
  'code_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** mfa | enrollment | application */
    ownerKind: text('owner_kind').notNull(),
    /** The mfaId or enrollmentId. */
    ownerId: uuid('owner_id').notNull(),
    /** email | sms */
    channel: text('channel').notNull(),
    /** PENDING | APPROVED | DENIED; APPROVED and DENIED are final. */
    status: text('status').notNull().default('PENDING'),
    /** Identifies the current code; replaced by every resend. */
    sessionId: text('session_id').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** The code the last resend replaced (session and digest), so entering it answers "replaced", not "wrong". */
    replacedSessionId: text('replaced_session_id'),
    replacedCodeHash: text('replaced_code_hash'),
    /** Codes submitted (all sessions); capped, counted atomically. */
    attempts: integer('attempts').notNull().default(0),
    /** Codes sent (the first one included); capped. */
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('code_challenges_owner_idx').on(t.ownerKind, t.ownerId, t.channel)],
);

/**
 * Enrollments: an existing loan-system customer (a `customers` row without a portal account) proving who they are
 * before creating one. Every row belongs to one enrollment session (the enrollment identity's sign-in, `origin_jti`)
 * and is only ever read through it; a new search by the same session supersedes the older rows. Holds no SSN, date
 * of birth or address: only the record it found and where the customer stands.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(), // the enrollmentId
    originJti: text('origin_jti').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The e-mail entered (lower-cased): the new account's username. */
    email: text('email').notNull(),
    /** EnrollmentResult of the contract (schema.graphql). */
    result: text('result').notNull(),
    /** EnrollmentEvent of the contract; null when no event moved it yet. */
    event: text('event'),
    /** Wrong addresses entered on NEEDS_RESIDENTIAL_INFO; capped, counted atomically. */
    addressAttempts: integer('address_attempts').notNull().default(0),
    addressVerifiedAt: timestamp('address_verified_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set by the PreSignUp check that let a sign-up through; a second sign-up cannot claim it meanwhile. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * The device (its digest, as devices.fingerprint_hash) the customer asked us to remember after the e-mail code
     * was right here; remembered for the new account when the sign-up links it.
     */
    rememberDeviceHash: text('remember_device_hash'),
    /** The portal account the sign-up created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('enrollments_origin_idx').on(t.originJti, t.createdAt),
    index('enrollments_customer_idx').on(t.customerId),
  ],
);
