// Who is calling and on whose behalf, built once per request (HTTP) or per connection (WebSocket) from the
// identity token and the portal's request headers. Resolvers read the customer only through `customerEmail`.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { noteActivity, signInState, VerifiedTokens } from '../auth/tokenCheck';
import { users } from '../db/schema';
import type { IdClaims } from '../identity/types';
import type { PassScope } from '../mfa/gate';
import { langOfHeaders, type Lang } from '../../src/lib/i18n/lang';
import type { Services } from '../services';

export type Role = 'USER' | 'CSR' | 'ENROLLMENT';

export interface Caller {
  claims: IdClaims;
  role: Role;
}

export interface GraphQLContext {
  services: Services;
  log: FastifyBaseLogger;
  caller: Caller | null;
  /** The customer this call concerns: the caller themselves, or for a CSR the customer they act as. */
  customerEmail: string | null;
  requestId: string;
  brandKey: string | undefined;
  sessionId: string | undefined;
  campaignId: string | undefined;
  /** The browser's device id (server/http/deviceCookie.ts); undefined when the request carried none. */
  deviceId: string | undefined;
  /** Gives the browser its device cookie again for the full remembered-device lifetime (HTTP only). */
  renewDeviceCookie?: () => void;
  /** The scope the caller's sign-in passed the multi-factor check with, once read (server/graphql/authz.ts). */
  mfaScope?: PassScope;
  /** The language the customer uses the portal in (the lang cookie); documents are made in it (Civ. Code 1632). */
  lang?: Lang;
  /** The browser's User-Agent header, to name the device in a security notice (HTTP only). */
  userAgent?: string | undefined;
  /** The client's address (Fastify's `req.ip`), kept with an authorization the customer gives (HTTP only). */
  clientAddress?: string | undefined;
  /** The page's origin (the Origin header) and the address the request came in on: the passkey site (HTTP only). */
  origins?: { pageOrigin?: string | undefined; origin?: string | undefined };
}

export function roleOf(claims: IdClaims): Role {
  if (claims.groups.includes('CSR')) return 'CSR';
  if (claims.groups.includes('enrollment')) return 'ENROLLMENT';
  return 'USER';
}

/** Verified tokens per identity service (one per server; tests run several servers in one process). */
const verifiedTokens = new WeakMap<Services['identity'], VerifiedTokens>();

/**
 * Resolves the bearer token to a caller, with the scope its sign-in passed the multi-factor check with when that was
 * read in the same statement as the revocation check (server/auth/tokenCheck.ts says what is cached and what never
 * is). Any invalid, expired, revoked or forged token is simply no caller.
 */
export async function resolveCaller(
  services: Services,
  authorization: string | undefined,
): Promise<{ caller: Caller | null; mfaScope: PassScope | null }> {
  const none = { caller: null, mfaScope: null };
  if (!authorization) return none;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  if (!token) return none;
  try {
    const { identity } = services;
    let cache = verifiedTokens.get(identity);
    if (!cache) verifiedTokens.set(identity, (cache = new VerifiedTokens()));
    const claims = await cache.verify(token, (t) => identity.verifyIdToken(t));
    if (!claims.emailVerified) return none;
    const caller: Caller = { claims, role: roleOf(claims) };
    // A token stays cryptographically valid after sign-out; the session it came from must still be live. A real
    // pool's sign-ins are not in our tables (revoking them is Cognito's business), so only the embedded pool's are
    // read here, together with the sign-in's multi-factor pass.
    if (claims.originJti && identity.isSessionActive) {
      if (services.config.cognito.externalEndpoint) {
        return (await identity.isSessionActive(claims.originJti)) ? { caller, mfaScope: null } : none;
      }
      const state = await signInState(services.db, claims.originJti, claims.sub);
      await noteActivity(services.db, claims.originJti, state, services.clock());
      return state.active ? { caller, mfaScope: state.passScope } : none;
    }
    return { caller, mfaScope: null };
  } catch {
    return none;
  }
}

/** Resolves the bearer token to a caller; any invalid, expired or forged token is simply no caller. */
export async function callerFromToken(services: Services, authorization: string | undefined): Promise<Caller | null> {
  return (await resolveCaller(services, authorization)).caller;
}

/** The customer a CSR may act as: an existing account that is not staff. Anything else is ignored. */
async function actingAsCustomer(services: Services, requested: string): Promise<string | null> {
  const email = requested.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) return null;
  const [user] = await services.db
    .select({ groups: users.groups })
    .from(users)
    .where(eq(users.username, email))
    .limit(1);
  return user && user.groups.length === 0 ? email : null;
}

export interface RequestFacts {
  authorization: string | undefined;
  actingAs: string | undefined;
  requestId: string;
  brandKey: string | undefined;
  sessionId: string | undefined;
  campaignId: string | undefined;
  deviceId?: string | undefined;
  renewDeviceCookie?: () => void;
  /** The request's Cookie header, for the remembered language. */
  cookie?: string | undefined;
  /** The request's Accept-Language header: the language when none is remembered, as the client chooses it. */
  acceptLanguage?: string | undefined;
  userAgent?: string | undefined;
  clientAddress?: string | undefined;
  origins?: { pageOrigin?: string | undefined; origin?: string | undefined };
}

/** Ids a browser sends that end up in logs and audit rows: accepted only in their one well-formed shape. */
const asUuid = (value: string | undefined) =>
  value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;

export async function buildContext(
  services: Services,
  log: FastifyBaseLogger,
  facts: RequestFacts,
): Promise<GraphQLContext> {
  const { caller, mfaScope } = await resolveCaller(services, facts.authorization);
  let customerEmail: string | null = null;
  if (caller?.role === 'USER') customerEmail = caller.claims.email.toLowerCase();
  // Only a CSR may act as a customer; the header is ignored for anyone else (the operation then concerns them).
  if (caller?.role === 'CSR' && facts.actingAs) customerEmail = await actingAsCustomer(services, facts.actingAs);
  // Lines about this call say who made it; most calls write none, so the logger carrying that is made at the first.
  let callerLog: FastifyBaseLogger | undefined;
  return {
    services,
    get log() {
      return (callerLog ??= log.child({ sub: caller?.claims.sub, role: caller?.role }));
    },
    caller,
    customerEmail,
    requestId: facts.requestId,
    brandKey: facts.brandKey,
    sessionId: asUuid(facts.sessionId),
    campaignId: facts.campaignId,
    deviceId: facts.deviceId,
    ...(facts.renewDeviceCookie ? { renewDeviceCookie: facts.renewDeviceCookie } : {}),
    lang: langOfHeaders(facts.cookie, facts.acceptLanguage),
    userAgent: facts.userAgent,
    clientAddress: facts.clientAddress,
    ...(facts.origins ? { origins: facts.origins } : {}),
    // Only a customer's own pass counts (server/mfa/gate.ts); for anyone else the gate asks nothing of the database.
    // The scope read with the revocation check is kept as server/graphql/authz.ts keeps one it reads itself.
    ...(mfaScope && caller?.role === 'USER' ? { mfaScope } : {}),
  };
}
