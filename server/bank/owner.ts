// Who a bank link is for: an application's bank step, or a customer adding a bank account to pay from after the loan
// is made (server/paymentAccounts/). Link tokens, public tokens and items carry it, and a public token opens its item
// only for the same owner, so one customer's link can never be exchanged under another's application or account.

export type LinkOwner = { applicationId: string; customerId: null } | { applicationId: null; customerId: string };

export const applicationOwner = (applicationId: string): LinkOwner => ({ applicationId, customerId: null });

export const customerOwner = (customerId: string): LinkOwner => ({ applicationId: null, customerId });

/** The id Plaid gets as client_user_id: the owner's own id, never an e-mail or a name. */
export const ownerKey = (owner: LinkOwner): string => owner.applicationId ?? owner.customerId;

/** A row made for `owner` (a token or an item). */
export const ownedBy = (row: { applicationId: string | null; customerId: string | null }, owner: LinkOwner): boolean =>
  row.applicationId === owner.applicationId && row.customerId === owner.customerId;

/** The owner a token or item row was made for (a row always has one: the link that made it had one). */
export function ownerOf(row: { applicationId: string | null; customerId: string | null }): LinkOwner {
  if (row.applicationId) return applicationOwner(row.applicationId);
  if (row.customerId) return customerOwner(row.customerId);
  throw new Error('a bank-link row without an owner');
}
