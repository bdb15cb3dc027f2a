// Plaid itself, through the official client: linkTokenCreate (Auth; update mode with the item's access token),
// itemPublicTokenExchange, authGet for the numbers and accountsGet for the item's bank. Plaid's errors arrive as
// HTTP errors whose body names error_code; ITEM_LOGIN_REQUIRED is the one the customer can fix (update mode).
import { randomUUID } from 'node:crypto';
import type * as PlaidLibrary from 'plaid';
import { BankLinkError, type BankLinkProvider, type ProviderAccount } from './types';
import { ownerKey } from './owner';

export interface PlaidOptions {
  clientId: string;
  secret: string;
  env: string;
  /** Tests point the client at a stub server. */
  basePath?: string;
}

const toCents = (amount: number | null | undefined) => (amount == null ? null : Math.round(amount * 100));

function plaidErrorCode(error: unknown): string | null {
  const data = (error as { response?: { data?: { error_code?: unknown } } }).response?.data;
  return typeof data?.error_code === 'string' ? data.error_code : null;
}

async function plaidCall<T>(call: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    const code = plaidErrorCode(error);
    if (code === 'ITEM_LOGIN_REQUIRED') throw new BankLinkError('ITEM_LOGIN_REQUIRED');
    if (code === 'INVALID_PUBLIC_TOKEN') throw new BankLinkError('INVALID_PUBLIC_TOKEN');
    if (code === 'INVALID_ACCESS_TOKEN') throw new BankLinkError('INVALID_ACCESS_TOKEN');
    // Nothing of the request or Plaid's body (it can echo tokens) leaves this function.
    throw new BankLinkError('PROVIDER_ERROR', `Plaid refused the call (${code ?? 'no error code'})`);
  }
}

// Plaid's client and its HTTP stack load on the first call, not at start (a few hundred milliseconds of a start that
// mostly never talks to Plaid). A load that fails rejects that call and the next ones with its error.
let plaidLibrary: Promise<typeof PlaidLibrary> | undefined;
const loadPlaid = () => (plaidLibrary ??= import('plaid'));

export function makePlaidProvider(options: PlaidOptions): BankLinkProvider {
  let connected: Promise<{ plaid: typeof PlaidLibrary; client: PlaidLibrary.PlaidApi }> | undefined;
  const connect = () =>
    (connected ??= loadPlaid().then((plaid) => {
      const basePath = options.basePath ?? plaid.PlaidEnvironments[options.env] ?? plaid.PlaidEnvironments.sandbox;
      const client = new plaid.PlaidApi(
        new plaid.Configuration({
          basePath,
          baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret } },
        }),
      );
      return { plaid, client };
    }));
  return {
    kind: 'plaid',
    scriptUrl: null,
    async createLinkToken({ owner, clientName, accessToken, redirectUri, language }) {
      const { plaid, client } = await connect();
      const data = await plaidCall(() =>
        client.linkTokenCreate({
          user: { client_user_id: ownerKey(owner) },
          client_name: clientName,
          language,
          country_codes: [plaid.CountryCode.Us],
          // Update mode names the item and no products (Plaid's rule).
          ...(accessToken ? { access_token: accessToken } : { products: [plaid.Products.Auth] }),
          ...(redirectUri ? { redirect_uri: redirectUri } : {}),
        }),
      );
      return { link_token: data.link_token, expiration: data.expiration, request_id: data.request_id ?? randomUUID() };
    },
    async exchangePublicToken(_owner, publicToken) {
      const { client } = await connect();
      const data = await plaidCall(() => client.itemPublicTokenExchange({ public_token: publicToken }));
      return { accessToken: data.access_token, itemId: data.item_id };
    },
    async getItemAuth(accessToken) {
      const { client } = await connect();
      const auth = await plaidCall(() => client.authGet({ access_token: accessToken }));
      const item = await plaidCall(() => client.accountsGet({ access_token: accessToken }));
      const numbers = new Map(auth.numbers.ach.map((n) => [n.account_id, n]));
      const accounts: ProviderAccount[] = item.accounts.map((a) => ({
        account_id: a.account_id,
        name: a.name ?? null,
        official_name: a.official_name ?? null,
        mask: a.mask ?? null,
        type: a.type ?? null,
        subtype: a.subtype ?? null,
        availableCents: toCents(a.balances.available),
        currentCents: toCents(a.balances.current),
        account: numbers.get(a.account_id)?.account ?? null,
        routing: numbers.get(a.account_id)?.routing ?? null,
        openDate: null,
      }));
      const institutionId = item.item.institution_id ?? null;
      return {
        institution: institutionId
          ? { institution_id: institutionId, name: item.item.institution_name ?? institutionId }
          : null,
        isAuthEnabled: auth.numbers.ach.length > 0,
        accounts,
      };
    },
  };
}
