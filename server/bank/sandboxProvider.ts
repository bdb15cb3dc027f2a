// The embedded Link sandbox, both sides of it. The lender's side (BankLinkProvider): Link tokens, the public-token
// exchange, the item's accounts with numbers. Link's side (./sandboxRoutes.ts calls it): the banks to choose from, the
// sign-in with Plaid's sandbox logins, and the public token handed to onSuccess. Everything is a row (./tokens.ts,
// bank_items), so any API process can carry on what another began.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankItems } from '../db/schema';
import type { Services } from '../services';
import { openDateOf, SANDBOX_INSTITUTIONS, sandboxInstitution, sandboxLogin, type SandboxAccount } from './sandboxData';
import { BankLinkError, type BankLinkProvider, type ProviderAccount } from './types';
import { ownedBy, ownerOf } from './owner';
import { consumePublicToken, findLinkToken, issueToken } from './tokens';

export const SANDBOX_SCRIPT_PATH = '/bank-link/link-initialize.js';

const accountOut = (itemId: string, a: SandboxAccount, withNumbers: boolean): ProviderAccount => ({
  account_id: `${itemId}-${a.suffix}`,
  name: a.name,
  official_name: a.official_name,
  mask: a.account.slice(-4),
  type: a.type,
  subtype: a.subtype,
  availableCents: a.availableCents,
  currentCents: a.currentCents,
  account: withNumbers ? a.account : null,
  routing: withNumbers ? a.routing : null,
  openDate: openDateOf(a),
});

export function makeSandboxProvider(services: Services): BankLinkProvider {
  const { db, cipher } = services;
  return {
    kind: 'sandbox',
    scriptUrl: SANDBOX_SCRIPT_PATH,
    async createLinkToken({ owner, itemId }) {
      const { token, expiresAt } = await issueToken(db, cipher, 'LINK', owner, itemId ?? null);
      return { link_token: token, expiration: expiresAt.toISOString(), request_id: randomUUID() };
    },
    async exchangePublicToken(owner, publicToken) {
      const row = await consumePublicToken(db, cipher, publicToken);
      if (!row || !ownedBy(row, owner) || !row.itemId) throw new BankLinkError('INVALID_PUBLIC_TOKEN');
      const accessToken = `access-sandbox-${randomUUID()}`;
      await db
        .update(bankItems)
        .set({ accessTokenDigest: cipher.digest(accessToken) })
        .where(eq(bankItems.itemId, row.itemId));
      return { accessToken, itemId: row.itemId };
    },
    async getItemAuth(accessToken) {
      const [item] = await db
        .select()
        .from(bankItems)
        .where(eq(bankItems.accessTokenDigest, cipher.digest(accessToken)))
        .limit(1);
      if (!item) throw new BankLinkError('INVALID_ACCESS_TOKEN');
      if (item.loginRequired) throw new BankLinkError('ITEM_LOGIN_REQUIRED');
      const institution = sandboxInstitution(item.institutionId);
      const accounts = sandboxLogin(item.sandboxUser ?? '', 'pass_good') ?? [];
      const auth = institution?.auth ?? false;
      return {
        institution: { institution_id: item.institutionId, name: item.institutionName },
        isAuthEnabled: auth,
        accounts: accounts.map((a) => accountOut(item.itemId, a, auth)),
      };
    },
  };
}

// ---- Link's side -------------------------------------------------------------------------------------------------

export type SandboxLinkError = 'INVALID_LINK_TOKEN' | 'INVALID_CREDENTIALS' | 'INVALID_INSTITUTION' | 'NO_ACCOUNTS';

export class SandboxRefusal extends Error {
  constructor(readonly code: SandboxLinkError) {
    super(code);
  }
}

export interface SandboxSession {
  institutions: { institution_id: string; name: string }[];
  /** Update mode: the bank to sign in to again (the choice of bank is skipped). */
  update: { institution_id: string; name: string } | null;
}

async function liveLinkToken(services: Services, linkToken: string) {
  const row = await findLinkToken(services.db, services.cipher, linkToken);
  if (!row) throw new SandboxRefusal('INVALID_LINK_TOKEN');
  return row;
}

async function updateItem(services: Services, itemId: string | null) {
  if (!itemId) return null;
  const [item] = await services.db.select().from(bankItems).where(eq(bankItems.itemId, itemId)).limit(1);
  return item ?? null;
}

export async function sandboxSession(services: Services, linkToken: string): Promise<SandboxSession> {
  const row = await liveLinkToken(services, linkToken);
  const item = await updateItem(services, row.itemId);
  return {
    institutions: SANDBOX_INSTITUTIONS.map(({ institution_id, name }) => ({ institution_id, name })),
    update: item ? { institution_id: item.institutionId, name: item.institutionName } : null,
  };
}

export interface SandboxCredentials {
  linkToken: string;
  institutionId: string;
  username: string;
  password: string;
}

/** Signs in to a sandbox bank: its accounts as Link lists them for choosing (names and masks only). */
export async function sandboxAccounts(services: Services, c: SandboxCredentials) {
  const row = await liveLinkToken(services, c.linkToken);
  const item = await updateItem(services, row.itemId);
  const institution = sandboxInstitution(item?.institutionId ?? c.institutionId);
  if (!institution) throw new SandboxRefusal('INVALID_INSTITUTION');
  const accounts = sandboxLogin(c.username, c.password);
  // Update mode signs in to the same login again.
  if (!accounts || (item && item.sandboxUser !== c.username)) throw new SandboxRefusal('INVALID_CREDENTIALS');
  if (accounts.length === 0) throw new SandboxRefusal('NO_ACCOUNTS');
  return { row, item, institution, accounts };
}

/**
 * Link's last step: the item is created (or, in update mode, its login repaired) and a public token issued for it,
 * with the metadata Plaid's onSuccess carries.
 */
export async function sandboxComplete(services: Services, c: SandboxCredentials, accountSuffixes: string[]) {
  const { row, item, institution, accounts } = await sandboxAccounts(services, c);
  let itemId: string;
  if (item) {
    itemId = item.itemId;
    await services.db.update(bankItems).set({ loginRequired: false }).where(eq(bankItems.itemId, itemId));
  } else {
    itemId = `item-sandbox-${randomUUID()}`;
    await services.db.insert(bankItems).values({
      itemId,
      applicationId: row.applicationId,
      customerId: row.customerId,
      institutionId: institution.institution_id,
      institutionName: institution.name,
      sandboxUser: c.username,
      loginRequired: institution.reloginOnce ?? false,
    });
  }
  const chosen = accounts.filter((a) => accountSuffixes.length === 0 || accountSuffixes.includes(a.suffix));
  const { token } = await issueToken(services.db, services.cipher, 'PUBLIC', ownerOf(row), itemId);
  return {
    public_token: token,
    metadata: {
      institution: { institution_id: institution.institution_id, name: institution.name },
      accounts: chosen.map((a) => ({
        id: `${itemId}-${a.suffix}`,
        name: a.name,
        mask: a.account.slice(-4),
        type: a.type,
        subtype: a.subtype,
      })),
      link_session_id: randomUUID(),
    },
  };
}
