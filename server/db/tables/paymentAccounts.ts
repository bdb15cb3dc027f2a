// Bank accounts a customer linked through Link after their loan was made, to pay from (autopay today). One row per
// account: the bank's name and the account's last 4 in clear for the screens and the authorization, the routing and
// account numbers sealed (server/db/cipher.ts) for the debit, and the Link item it came from, whose access token
// stays sealed in bank_items. Rows belong to a customer: every read and write names the customer
// (server/paymentAccounts/store.ts).
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bankItems } from './bank';
import { createdAt } from './columns';
import { customers } from './lending';

export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The Link item (its access token sealed there). */
    itemId: text('item_id')
      .notNull()
      .references(() => bankItems.itemId, { onDelete: 'cascade' }),
    /** The bank-link service's id of the account within the item. */
    providerAccountId: text('provider_account_id').notNull(),
    institutionName: text('institution_name').notNull(),
    /** The account's name at the bank ("Plaid Checking"). */
    accountName: text('account_name'),
    /** The last 4 of the account number: what screens, the authorization and the payment name. */
    mask: text('mask').notNull(),
    routingSealed: text('routing_sealed').notNull(),
    accountSealed: text('account_sealed').notNull(),
    /** The sign-in that linked it (the customer's user id). */
    addedBy: text('added_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_accounts_customer_idx').on(t.customerId),
    unique('payment_accounts_provider_account_uq').on(t.customerId, t.providerAccountId),
  ],
);
