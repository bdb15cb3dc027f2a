// Enrollment visitor identities made in a real (external) Cognito pool: the pool holds the user, this table what the
// portal must remember about it. POST /auth/enrollment-session creates one per visitor through the pool's admin
// operations (server/identity/remote/enrollment.ts); it is deleted from the pool (AdminDeleteUser) and from here once
// `expires_at` has passed. `client_digest` is the keyed digest of the client address that asked for it, which the
// enrollment's look-ups are counted against, as for the embedded pool's enrollment_identities.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const remoteEnrollmentIdentities = pgTable(
  'remote_enrollment_identities',
  {
    /** The pool's `sub` for the user: what its tokens name. */
    sub: text('sub').primaryKey(),
    /** The pool's username (`<uuid>@enrollment.invalid`), which the admin operations address it by. */
    username: text('username').notNull(),
    clientDigest: text('client_digest').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('remote_enrollment_identities_expiry_idx').on(t.expiresAt)],
);
