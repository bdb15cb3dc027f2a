// Customers who answered "Not now" to the offer to add a passkey after a password sign-in: the offer is made once,
// on whichever device, and not again (a device's own storage is cleared at every sign-out, so it could not remember).
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const passkeyOffers = pgTable('passkey_offers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
});
