// GraphQL base query: sends the portal's headers (brand key, session id, a fresh correlation id, the identity token
// as authorization, the campaign id, and the customer a CSR acts as), classifies every failure in one place, and
// retries once after a token refresh. Without an identity token nothing leaves the browser.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { TypedDocumentString } from './generated/graphql';
import { classifyGraphQLError, classifyHttpStatus, type ApiError } from './errors';
import type { IdentityAdapter, IdentitySession } from './identity/types';

export interface GraphQLRequest {
  document: TypedDocumentString<unknown, unknown>;
  variables?: Record<string, unknown> | undefined;
}

/** What the base query reads from the store; structural so this module does not import the store. */
export interface HeaderState {
  brand: { key: string; campaignId: string };
  session: { sessionId: string };
  auth: { isAdmin: boolean; adminEmail: string; email: string };
}

export interface ApiExtra {
  identity: IdentityAdapter;
  fetch?: typeof fetch;
}

// One refresh at a time: parallel calls failing together share the same refresh instead of racing it.
let refreshing: Promise<IdentitySession> | null = null;
function refreshOnce(identity: IdentityAdapter): Promise<IdentitySession> {
  refreshing ??= identity.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type Outcome = { data: unknown } | { error: ApiError };

/** The portal's headers for a call as the signed-in customer (the document routes send the same). */
export function portalHeaders(state: HeaderState, token: string): Record<string, string> {
  const headers: Record<string, string> = {
    authorization: token,
    'x-brand-key': state.brand.key,
    'x-session-id': state.session.sessionId,
    'x-correlation-id': crypto.randomUUID(),
  };
  if (state.brand.campaignId) headers['x-campaign-id'] = state.brand.campaignId;
  if (state.auth.isAdmin && state.auth.adminEmail && state.auth.email !== state.auth.adminEmail) {
    headers['x-admin-auth-as'] = state.auth.email;
  }
  return headers;
}

async function send(
  request: GraphQLRequest,
  token: string,
  state: HeaderState,
  doFetch: typeof fetch,
): Promise<Outcome> {
  const headers = { 'content-type': 'application/json', ...portalHeaders(state, token) };
  let res: Response;
  try {
    res = await doFetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: request.document, variables: request.variables ?? {} }),
    });
  } catch {
    return { error: { kind: 'gateway', message: 'The network is unavailable.', code: 'NETWORK' } };
  }
  let body:
    | { data?: unknown; errors?: { message: string; extensions?: { code?: unknown; fieldErrors?: unknown } }[] }
    | undefined;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = undefined;
  }
  const first = body?.errors?.[0];
  if (first) return { error: classifyGraphQLError(first) };
  if (!res.ok || !body) return { error: classifyHttpStatus(res.status, res.statusText || 'Request failed') };
  return { data: body.data };
}

export const graphqlBaseQuery: BaseQueryFn<GraphQLRequest, unknown, ApiError> = async (request, api) => {
  const { identity, fetch: doFetch = fetch } = api.extra as ApiExtra;
  const state = api.getState() as HeaderState;
  const session = await identity.session().catch(() => null);
  if (!session) return { error: { kind: 'unauthenticated', message: 'Not signed in.', code: 'NO_TOKEN' } };
  const first = await send(request, session.idToken, state, doFetch);
  if (!('error' in first) || first.error.kind !== 'unauthenticated') return first;
  try {
    const renewed = await refreshOnce(identity);
    return await send(request, renewed.idToken, state, doFetch);
  } catch {
    return { error: { ...first.error, refreshFailed: true } };
  }
};
