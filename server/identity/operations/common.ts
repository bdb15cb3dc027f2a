// Pieces every operation shares: the operation signature, the app-client check and Cognito's delivery details.
import type { Lang } from '../../../src/lib/i18n/lang';
import type { IdentityContext } from '../context';
import { unknownClient } from '../errors';
import { maskEmail, requireString, stringMap, type JsonObject } from '../validate';

/** What an operation may know about the HTTP request behind it. */
export interface OperationRequest {
  /** `<protocol>://<host>` the request arrived on (behind a proxy, as forwarded). */
  origin?: string;
  /** The client address (Fastify's `req.ip`: behind a trusted proxy, as forwarded), for per-requester throttles. */
  clientAddress?: string;
  /** The caller's language (the lang cookie, else Accept-Language), for the e-mails an operation sends. */
  lang?: Lang;
  /** The page's origin as the browser sent it (the Origin header), which passkeys are bound to. */
  pageOrigin?: string;
  /** The User-Agent header, to name a new passkey after the browser that made it. */
  userAgent?: string;
}

export type Operation = (ctx: IdentityContext, input: JsonObject, request?: OperationRequest) => Promise<JsonObject>;

/** Every unauthenticated call names the app client; an unknown one is Cognito's ResourceNotFoundException. */
export function assertClient(ctx: IdentityContext, input: JsonObject): void {
  const clientId = requireString(input, 'ClientId');
  if (clientId !== ctx.pool.clientId) throw unknownClient(clientId);
}

export function clientMetadataOf(input: JsonObject): Record<string, string> | undefined {
  return stringMap(input, 'ClientMetadata');
}

/** What InitiateAuth and AdminInitiateAuth both read: the app client (checked), the flow and its parameters. */
export function authRequest(ctx: IdentityContext, input: JsonObject) {
  assertClient(ctx, input);
  return {
    flow: requireString(input, 'AuthFlow'),
    params: stringMap(input, 'AuthParameters') ?? {},
    clientMetadata: clientMetadataOf(input),
  };
}

export function emailDelivery(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}
