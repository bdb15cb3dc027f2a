// initializePlaidConnection and linkedBankAccounts, the lender's side of a bank link: exchange Link's public token
// (or, in update mode, reuse the item that asked for a new sign-in), read the item's accounts and numbers, keep them as
// rows with the numbers sealed, and answer the checking accounts with the numbers masked. ITEM_LOGIN_REQUIRED,
// no checking account and a bank without account numbers are answers (resultCode, isAuthEnabled), not errors.
import { and, desc, eq } from 'drizzle-orm';
import { maskNumber } from '../../src/lib/mask';
import type { ApplicationRow } from '../applications/openApplications';
import { bankAccounts, bankItems } from '../db/schema';
import type { BankAccount, BankConnection } from '../graphql/generated/resolvers';
import { RequestRefused } from '../domainErrors';
import type { Cipher } from '../db/cipher';
import type { Services } from '../services';
import { latestItemOf } from './items';
import { applicationOwner } from './owner';
import { BankLinkError, type BankLinkProvider, type ItemAuth } from './types';

type AccountRow = typeof bankAccounts.$inferSelect;

export const isChecking = (a: { type: string | null; subtype: string | null }) =>
  a.type === 'depository' && a.subtype === 'checking';

/** What a client may see of a linked account: names, mask, balances, and the numbers masked to their last 4. */
export function accountOut(a: AccountRow, cipher: Cipher): BankAccount {
  return {
    account_id: a.accountId,
    mask: a.mask,
    name: a.name,
    official_name: a.officialName,
    subtype: a.subtype,
    type: a.type,
    numbers:
      a.accountSealed && a.routingSealed
        ? { account: maskNumber(cipher.decrypt(a.accountSealed)), routing: maskNumber(cipher.decrypt(a.routingSealed)) }
        : null,
    balances: { available: a.availableCents, current: a.currentCents },
  };
}

/** Keeps the item's accounts (the previous read of the same item is replaced). */
async function keepAccounts(services: Services, applicationId: string, itemId: string, auth: ItemAuth) {
  const { db, cipher } = services;
  await db.delete(bankAccounts).where(eq(bankAccounts.itemId, itemId));
  if (auth.accounts.length === 0) return [];
  return db
    .insert(bankAccounts)
    .values(
      auth.accounts.map((a) => ({
        itemId,
        applicationId,
        accountId: a.account_id,
        name: a.name,
        officialName: a.official_name,
        mask: a.mask ?? (a.account ? a.account.slice(-4) : null),
        type: a.type,
        subtype: a.subtype,
        availableCents: a.availableCents,
        currentCents: a.currentCents,
        routingSealed: a.routing ? cipher.encrypt(a.routing) : null,
        accountSealed: a.account ? cipher.encrypt(a.account) : null,
        openDate: a.openDate,
      })),
    )
    .returning();
}

export async function initializeConnection(
  services: Services,
  provider: BankLinkProvider,
  row: ApplicationRow,
  publicToken: string,
  isUpdateMode: boolean,
): Promise<BankConnection> {
  const { db, cipher } = services;
  let itemId: string;
  let accessToken: string;
  try {
    if (isUpdateMode) {
      // Update mode repairs the item's login; Plaid says its public token need not be exchanged.
      const item = await latestItemOf(services, row.id);
      if (!item?.accessTokenSealed)
        throw new RequestRefused('There is no bank link to sign in to again. Please link your bank.');
      itemId = item.itemId;
      accessToken = cipher.decrypt(item.accessTokenSealed);
    } else {
      ({ accessToken, itemId } = await provider.exchangePublicToken(applicationOwner(row.id), publicToken));
      const sealed = cipher.encrypt(accessToken);
      await db
        .insert(bankItems)
        .values({ itemId, applicationId: row.id, institutionId: '', institutionName: '', accessTokenSealed: sealed })
        .onConflictDoUpdate({ target: bankItems.itemId, set: { accessTokenSealed: sealed } });
    }
  } catch (error) {
    if (error instanceof BankLinkError && error.code === 'INVALID_PUBLIC_TOKEN')
      throw new RequestRefused('This bank link has expired or was already used. Please link your bank again.');
    throw error;
  }
  const answer = { publicToken, authStatus: null, isAuthEnabled: true, institution: null, checkingAccounts: [] };
  let auth: ItemAuth;
  try {
    auth = await provider.getItemAuth(accessToken);
  } catch (error) {
    if (error instanceof BankLinkError && error.code === 'ITEM_LOGIN_REQUIRED') {
      await db.update(bankItems).set({ loginRequired: true }).where(eq(bankItems.itemId, itemId));
      const item = await latestItemOf(services, row.id);
      return {
        ...answer,
        authStatus: 'ITEM_LOGIN_REQUIRED',
        resultCode: 'ITEM_LOGIN_REQUIRED',
        institution: item?.institutionName ? { institution_id: item.institutionId, name: item.institutionName } : null,
      };
    }
    throw error;
  }
  if (auth.institution) {
    await db
      .update(bankItems)
      .set({ institutionId: auth.institution.institution_id, institutionName: auth.institution.name })
      .where(and(eq(bankItems.itemId, itemId), eq(bankItems.applicationId, row.id)));
  }
  const kept = await keepAccounts(services, row.id, itemId, auth);
  const checking = kept.filter(isChecking);
  return {
    ...answer,
    authStatus: auth.isAuthEnabled ? 'AUTH_OK' : 'AUTH_NOT_SUPPORTED',
    isAuthEnabled: auth.isAuthEnabled,
    institution: auth.institution,
    checkingAccounts: auth.isAuthEnabled ? checking.map((a) => accountOut(a, cipher)) : [],
    resultCode: auth.isAuthEnabled && checking.length === 0 ? 'NO_ACCOUNTS' : null,
  };
}

/** The checking accounts of the application's latest link that gave numbers. */
export async function linkedCheckingAccounts(services: Services, applicationId: string): Promise<AccountRow[]> {
  const item = await latestItemOf(services, applicationId);
  if (!item) return [];
  const rows = await services.db.select().from(bankAccounts).where(eq(bankAccounts.itemId, item.itemId));
  return rows.filter((a) => isChecking(a) && a.accountSealed && a.routingSealed);
}

/** One linked account of the application, by its account_id. */
export async function linkedAccount(services: Services, applicationId: string, accountId: string) {
  const [row] = await services.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.applicationId, applicationId), eq(bankAccounts.accountId, accountId)))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function bankNameOf(services: Services, itemId: string): Promise<string | null> {
  const [item] = await services.db.select().from(bankItems).where(eq(bankItems.itemId, itemId)).limit(1);
  return item?.institutionName || null;
}
