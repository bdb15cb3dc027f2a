// Linking a bank account to pay from, after the loan is made: Link's public token is exchanged for the item's access
// token (kept sealed in bank_items, never logged or answered), the item's accounts are read with their numbers, and
// each checking account with numbers the customer chose in Link becomes one of their payment accounts, numbers
// sealed. The same bank-link service as the application's bank step (server/bank/): the sandbox or Plaid.
import { customerOwner } from '../bank/owner';
import { isChecking } from '../bank/connection';
import { BankLinkError, type BankLinkProvider, type ProviderAccount } from '../bank/types';
import { bankItems, paymentAccounts } from '../db/schema';
import { RequestRefused } from '../domainErrors';
import type { Services } from '../services';
import type { PaymentAccountRow } from './store';

export const LINK_REFUSALS = {
  linkSpent: 'This bank link has expired or was already used. Please link your bank account again.',
  linkLoginRequired: 'Your bank asks you to sign in again. Please link your bank account again.',
  linkNoChecking:
    'That bank gave us no checking account we can debit. Link a checking account, or use the one on file.',
} as const;

/** Refused with the words above and their catalogue key (account.autopay.problem.<key>) for the screen. */
const refuse = (key: keyof typeof LINK_REFUSALS) =>
  new RequestRefused(LINK_REFUSALS[key], [{ field: 'publicToken', key: `account.autopay.problem.${key}` }]);

const debitable = (a: ProviderAccount): a is ProviderAccount & { account: string; routing: string } =>
  isChecking(a) && a.account !== null && a.routing !== null;

export async function linkPaymentAccounts(
  services: Services,
  provider: BankLinkProvider,
  customerId: string,
  publicToken: string,
  chosen: readonly string[],
  addedBy: string,
): Promise<PaymentAccountRow[]> {
  const { db, cipher } = services;
  let exchanged: { accessToken: string; itemId: string };
  try {
    exchanged = await provider.exchangePublicToken(customerOwner(customerId), publicToken);
  } catch (error) {
    if (error instanceof BankLinkError && error.code === 'INVALID_PUBLIC_TOKEN') throw refuse('linkSpent');
    throw error;
  }
  const { accessToken, itemId } = exchanged;
  const sealed = cipher.encrypt(accessToken);
  let auth;
  try {
    auth = await provider.getItemAuth(accessToken);
  } catch (error) {
    if (error instanceof BankLinkError && error.code === 'ITEM_LOGIN_REQUIRED') throw refuse('linkLoginRequired');
    throw error;
  }
  const institutionName = auth.institution?.name ?? '';
  // The sandbox made the item when Link finished; with Plaid the exchange is the first the lender hears of it.
  await db
    .insert(bankItems)
    .values({
      itemId,
      customerId,
      institutionId: auth.institution?.institution_id ?? '',
      institutionName,
      accessTokenSealed: sealed,
    })
    .onConflictDoUpdate({ target: bankItems.itemId, set: { accessTokenSealed: sealed } });
  const accounts = auth.accounts.filter(debitable).filter((a) => chosen.length === 0 || chosen.includes(a.account_id));
  if (!auth.isAuthEnabled || accounts.length === 0) throw refuse('linkNoChecking');
  return db
    .insert(paymentAccounts)
    .values(
      accounts.map((a) => ({
        customerId,
        itemId,
        providerAccountId: a.account_id,
        institutionName: institutionName || 'Bank',
        accountName: a.name,
        mask: a.mask ?? a.account.slice(-4),
        routingSealed: cipher.encrypt(a.routing),
        accountSealed: cipher.encrypt(a.account),
        addedBy,
      })),
    )
    .onConflictDoNothing()
    .returning();
}
