// Passkeys (WebAuthn credentials) of the identity service's users. Only public keys are stored: the private key never
// leaves the customer's authenticator.
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url (Cognito's CredentialId). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /**
     * The authenticator's signature counter after the last accepted use. A later use must show a higher one (unless
     * the authenticator keeps none and always says 0): a lower or equal one means a cloned key or a replay.
     */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** platform | cross-platform, as the browser reported it; null when it did not say. */
    authenticatorAttachment: text('authenticator_attachment'),
    friendlyName: text('friendly_name'),
    /** The site (host name) the passkey was made for; it signs in there only. */
    relyingPartyId: text('relying_party_id').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);
