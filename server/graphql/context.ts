// Who is calling and on whose behalf, built once per request (HTTP) or per connection (WebSocket) from the
// identity token and the portal's request headers. Resolvers read the customer only through `customerEmail`.
import type { FastifyBaseLogger } from 'fastify';
import type { IdClaims } from '../identity/types';
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
}

export function roleOf(claims: IdClaims): Role {
  if (claims.groups.includes('CSR')) return 'CSR';
  if (claims.groups.includes('enrollment')) return 'ENROLLMENT';
  return 'USER';
}

/** Resolves the bearer token to a caller; any invalid, expired or forged token is simply no caller. */
export async function callerFromToken(services: Services, authorization: string | undefined): Promise<Caller | null> {
  if (!authorization) return null;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  try {
    const claims = await services.identity.verifyIdToken(token);
    return { claims, role: roleOf(claims) };
  } catch {
    return null;
  }
}

export interface RequestFacts {
  authorization: string | undefined;
  actingAs: string | undefined;
  requestId: string;
  brandKey: string | undefined;
  sessionId: string | undefined;
  campaignId: string | undefined;
}

export async function buildContext(
  services: Services,
  log: FastifyBaseLogger,
  facts: RequestFacts,
): Promise<GraphQLContext> {
  const caller = await callerFromToken(services, facts.authorization);
  let customerEmail: string | null = null;
  if (caller?.role === 'USER') customerEmail = caller.claims.email.toLowerCase();
  // Only a CSR may act as a customer; the header is ignored for anyone else (the operation then concerns them).
  if (caller?.role === 'CSR' && facts.actingAs) customerEmail = facts.actingAs.toLowerCase();
  return {
    services,
    log: log.child({ sub: caller?.claims.sub, role: caller?.role }),
    caller,
    customerEmail,
    requestId: facts.requestId,
    brandKey: facts.brandKey,
    sessionId: facts.sessionId,
    campaignId: facts.campaignId,
  };
}
