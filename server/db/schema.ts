// The one database schema (Drizzle). Migrations under ./migrations are generated from it with
// `npm run db:generate` and checked in; PGlite and PostgreSQL run the same SQL.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

/** Opaque refresh tokens, stored as SHA-256 hashes only. */
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

/** A lender's customer as the loan systems know them; a portal user links to one by `userId` once enrolled. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(), // ISO yyyy-mm-dd
    ssnEncrypted: text('ssn_encrypted').notNull(), // AES-256-GCM, see server/db/cipher.ts
    ssnHash: text('ssn_hash').notNull(), // HMAC-SHA256 for equality search without decrypting
    ssnLast4: text('ssn_last4').notNull(),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    zipCode: text('zip_code'),
    brand: text('brand').notNull(),
    /** NEW | ONLINE_RETURNING | RETAIL_RETURNING | OMNI_RETURNING */
    customerType: text('customer_type').notNull().default('NEW'),
    isCoreCustomer: boolean('is_core_customer').notNull().default(false),
    hasRetailPresence: boolean('has_retail_presence').notNull().default(false),
    boCode: text('bo_code'),
    retailBoCode: text('retail_bo_code'),
    loanProCustomerId: text('loan_pro_customer_id'),
    qFundCustomerId: text('q_fund_customer_id'),
    isPasswordless: boolean('is_passwordless').notNull().default(false),
    /** How the customer wants multi-factor codes: EMAIL | PHONE | PHONE_AND_EMAIL (server/mfa/decide.ts). */
    mfaPreference: text('mfa_preference').notNull().default('EMAIL'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_ssn_hash_idx').on(t.ssnHash), index('customers_email_idx').on(t.email)],
);

/** Records in the legacy loan systems (STARS3X, STARS4X, CONNECTIONS, LOANPRO, QFUND) behind a customer. */
export const legacyRecords = pgTable('legacy_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  sourceSystem: text('source_system').notNull(),
  customerCode: text('customer_code').notNull(),
  channel: text('channel').notNull(), // ONLINE | RETAIL
  brand: text('brand').notNull(),
  createdAt: createdAt(),
});

/** Loans; money is integer cents, rates are basis points of APR. */
export const loans = pgTable('loans', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  loanNumber: text('loan_number').notNull().unique(),
  productCode: text('product_code').notNull(),
  channel: text('channel').notNull(),
  brand: text('brand').notNull(),
  sourceSystem: text('source_system').notNull(),
  status: text('status').notNull(),
  principalCents: integer('principal_cents').notNull(),
  financeChargeCents: integer('finance_charge_cents').notNull(),
  feeCents: integer('fee_cents').notNull().default(0),
  payoffCents: integer('payoff_cents').notNull(),
  aprBps: integer('apr_bps').notNull(),
  dueDate: text('due_date').notNull(), // ISO yyyy-mm-dd
  originatedAt: timestamp('originated_at', { withTimezone: true }).notNull(),
  conversionTypes: text('conversion_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/** Loan applications; the nested sections of spec 001 section 3 live in `data`. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    applicationNumber: text('application_number').notNull().unique(),
    applicationType: text('application_type').notNull().default('STANDARD'),
    applicationSource: text('application_source').notNull().default('SAGA_APPLICATION_ONLINE'),
    brand: text('brand').notNull(),
    channel: text('channel').notNull().default('ONLINE'),
    status: text('status').notNull().default('UNSUBMITTED'),
    applicationState: text('application_state'),
    stateCode: text('state_code'),
    preferredProductCode: text('preferred_product_code'),
    loanNumber: text('loan_number'),
    applicationUrl: text('application_url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_email_idx').on(t.email)],
);

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
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_user_fp_idx').on(t.userId, t.fingerprintHash)],
);

/** Every e-mail and SMS the system sends; SMTP/SMS delivery reads from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    channel: text('channel').notNull(), // email | sms
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** Who did what on whose behalf: every admin "auth as" call and every security-relevant event. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actorUserId: uuid('actor_user_id'),
  actorEmail: text('actor_email'),
  subjectEmail: text('subject_email'),
  operation: text('operation').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable('stores', {
  storeNumber: text('store_number').primaryKey(),
  storeName: text('store_name').notNull(),
  brand: text('brand').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone').notNull(),
  /** Monday..Sunday: { openTime, closeTime, closed } */
  hours: jsonb('hours').$type<{ openTime: string; closeTime: string; closed: boolean }[]>().notNull(),
  active: boolean('active').notNull().default(true),
});

/** Persistent feature-flag overrides (the flags file holds the defaults). */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** counted | echo (the identity service had already counted it) | locked (reported while locked) */
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
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId, t.createdAt)],
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
    /** mfa | enrollment */
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
