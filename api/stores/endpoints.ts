// The store locator's search, POST /locations/search: a plain REST route the server answers signed in or out, so it
// bypasses the GraphQL base query. Its failures are quiet: the locator shows them itself (and store/stores.ts keeps the
// last one), so a failed search never sends anyone to an error page.
import type { BrandKey } from '../../brands/catalog';
import { restPaths } from '../../src/lib/restPaths';
import {
  MAX_STORE_DISTANCE_M,
  STORE_SEARCH_LIMIT,
  type StoreSearchAnswer,
  type StoreSearchRequest,
} from '../../src/lib/stores';
import { baseApi } from '../baseApi';
import { classifyRestAnswer, type ApiError } from '../errors';

/** One search: nearest to a ZIP, or one store by number (with its distance when a ZIP is given too). */
export interface StoreSearchArgs {
  brand: BrandKey;
  postalCode?: string;
  storeNumber?: string;
}

/** The request the locator sends: always the first 9 within the maximum distance; "load more" shows more of them. */
export const storeSearchRequest = ({ brand, postalCode, storeNumber }: StoreSearchArgs): StoreSearchRequest => ({
  ...(postalCode ? { postalCode } : {}),
  ...(storeNumber ? { storeNumber } : {}),
  type: 'Store',
  brand,
  activeOnly: true,
  params: { limit: STORE_SEARCH_LIMIT, skip: 0, maxDistance: MAX_STORE_DISTANCE_M },
});

async function postSearch(args: StoreSearchArgs): Promise<{ data: StoreSearchAnswer } | { error: ApiError }> {
  try {
    const res = await fetch(restPaths.storeSearch, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': crypto.randomUUID() },
      body: JSON.stringify(storeSearchRequest(args)),
    });
    const body = (await res.json().catch(() => null)) as (StoreSearchAnswer & { error?: { code?: string } }) | null;
    const refused = res.ok ? null : classifyRestAnswer(res.status, body, `store search answered ${res.status}`);
    // A multi-factor refusal is the redirect saga's (not quiet); any other refusal the locator explains.
    if (refused?.kind === 'mfa') return { error: refused };
    if (!res.ok || !body || !Array.isArray(body.stores)) {
      // The server's code (UNKNOWN_POSTAL_CODE, TOO_MANY_REQUESTS...) picks the locator's message.
      const code = body?.error?.code ?? String(res.status);
      return {
        error: {
          kind: res.status < 500 ? 'input' : 'server',
          message: `store search answered ${res.status}`,
          code,
          quiet: true,
        },
      };
    }
    return { data: { origin: body.origin, stores: body.stores } };
  } catch {
    return { error: { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK', quiet: true } };
  }
}

export const storesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchStores: build.query<StoreSearchAnswer, StoreSearchArgs>({
      queryFn: postSearch,
      // A search is a look-up of public data: kept a minute, so going back to a ZIP shows it at once.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchStoresQuery } = storesApi;
