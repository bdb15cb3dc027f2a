// The names customers give their passkeys in the portal. Cognito has no operation to rename a passkey (it keeps the
// name the authenticator chose), so the portal keeps its own, keyed by the credential id the identity provider
// lists, and shows it in place of the provider's.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const passkeyNames = pgTable(
  'passkey_names',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cognito's CredentialId (base64url), as ListWebAuthnCredentials gives it. */
    credentialId: text('credential_id').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.credentialId] })],
);
