// Bank linking: the Link tokens and public tokens the embedded Link sandbox issues (expiring; a public
// token is used once), the items a customer linked with their access tokens sealed, the accounts each item holds with
// their numbers sealed (only the last 4 in clear), and the bank verifications of manually entered accounts.
// Tokens are stored as keyed digests (server/db/cipher.ts), never in clear: a row cannot be replayed from a backup.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applications, customers } from './lending';

/**
 * Who a link is for: an application's bank step, or (after the loan is made) a customer adding a bank account to pay
 * from. Exactly one is set (server/bank/owner.ts).
 */
const linkOwner = () => ({
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
});

/** Link tokens (kind LINK, 4 hours) and public tokens (kind PUBLIC, 30 minutes, single use) of the Link sandbox. */
export const bankTokens = pgTable(
  'bank_tokens',
  {
    digest: text('digest').primaryKey(),
    kind: text('kind').notNull(), // LINK | PUBLIC
    ...linkOwner(),
    /** A Link token in update mode names the item to sign in to again; a public token names the item it opens. */
    itemId: text('item_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_tokens_application_idx').on(t.applicationId)],
);

/** A linked bank login (Plaid's item). */
export const bankItems = pgTable(
  'bank_items',
  {
    itemId: text('item_id').primaryKey(),
    ...linkOwner(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    /** The access token, sealed; the lender's key to the item. */
    accessTokenSealed: text('access_token_sealed'),
    /** Its digest, so the sandbox can find the item an access token opens. */
    accessTokenDigest: text('access_token_digest'),
    /** The sandbox login behind the item (user_good, ...); null with real Plaid. */
    sandboxUser: text('sandbox_user'),
    /** The bank asks the customer to sign in again (ITEM_LOGIN_REQUIRED) before it answers. */
    loginRequired: boolean('login_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bank_items_application_idx').on(t.applicationId)],
);

/** The accounts an item returned, numbers sealed; saveBankInformation copies the chosen one into the application. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: text('item_id')
      .notNull()
      .references(() => bankItems.itemId, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    name: text('name'),
    officialName: text('official_name'),
    mask: text('mask'),
    type: text('type'),
    subtype: text('subtype'),
    availableCents: integer('available_cents'),
    currentCents: integer('current_cents'),
    routingSealed: text('routing_sealed'),
    accountSealed: text('account_sealed'),
    openDate: text('open_date'), // ISO yyyy-mm-dd when the bank says
    createdAt: createdAt(),
  },
  (t) => [index('bank_accounts_application_idx').on(t.applicationId)],
);

export interface StoredBankDecision {
  requestCode: string;
  siteResult: string | null;
  decisionResult: string | null;
  decidedAt: string;
}

/** A manually entered account's verification: the customer confirms it by signing in to that bank through Link. */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'), // PENDING | APPROVED | DENIED
    requestCode: text('request_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decisions: jsonb('decisions').$type<StoredBankDecision[]>().notNull().default([]),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_verifications_application_idx').on(t.applicationId)],
);
