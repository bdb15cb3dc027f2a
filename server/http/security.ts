// Response headers that keep the portal's pages from being framed, sniffed or loaded with foreign scripts, and the
// attributes every cookie the server sets must carry. One onSend hook covers every route (pages, the built client,
// REST, identity, GraphQL), so a new route cannot forget them.
//
// The Content-Security-Policy allows only what the client needs:
// - scripts from the portal's own origin (the built index.html has no inline script; Vite emits module files);
// - styles from its own origin, and inline <style> elements only with the response's nonce (server/http/cspNonce.ts):
//   styled-components injects <style> elements at run time with the nonce the page carries, and the server-written
//   pages' <style> blocks carry it too; a style attribute in markup is refused (script-set styles through the DOM's
//   style object are not markup and stay allowed, as Leaflet and React need);
// - connections to its own origin (REST, GraphQL, the embedded identity service) and its WebSocket for /graphql;
// - images from its own origin and data: URLs (the favicon);
// - nothing may frame the portal (frame-ancestors 'none', and X-Frame-Options DENY for older browsers), and the portal
//   frames only blob: documents it made itself (the PDF viewer) plus Plaid Link when configured;
// - plus, by configuration, Plaid Link (script, frame, API) and any origins a deployment lists in CSP_EXTRA_*.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { drawnNonce, nonceCacheControl } from './cspNonce';

const PLAID_CDN = 'https://cdn.plaid.com';

export interface SecurityPolicy {
  https: boolean;
  connectSrc: string[];
  scriptSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
  allowGeolocation: boolean;
}

export function securityPolicy(config: Config): SecurityPolicy {
  const plaid = Boolean(config.plaid.clientId);
  const plaidApi = `https://${/^[a-z]+$/.test(config.plaid.env) ? config.plaid.env : 'sandbox'}.plaid.com`;
  const cognito = config.cognito.externalEndpoint ? [new URL(config.cognito.externalEndpoint).origin] : [];
  return {
    https: new URL(config.publicUrl).protocol === 'https:',
    connectSrc: [...cognito, ...(plaid ? [plaidApi] : []), ...config.csp.connectSrc],
    scriptSrc: [...(plaid ? [PLAID_CDN] : []), ...config.csp.scriptSrc],
    frameSrc: [...(plaid ? [PLAID_CDN] : []), ...config.csp.frameSrc],
    imgSrc: config.csp.imgSrc,
    allowGeolocation: config.allowGeolocation,
  };
}

/** A Host header fit to name in a policy; anything odd and the WebSocket source is simply left out. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** `nonce` is the response's own (a page's); an answer that is not a page allows no inline style. */
export function contentSecurityPolicy(
  policy: SecurityPolicy,
  host: string | undefined,
  https: boolean,
  nonce?: string,
): string {
  const websocket = host && HOST.test(host) ? [`${https ? 'wss' : 'ws'}://${host}`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...policy.scriptSrc]],
    ['style-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])]],
    ['img-src', ["'self'", 'data:', ...policy.imgSrc]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...websocket, ...policy.connectSrc]],
    // blob: only for the PDF agreement viewer: the browser's own viewer shows a document the page fetched itself.
    ['frame-src', ['blob:', ...policy.frameSrc]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

export function permissionsPolicy(policy: SecurityPolicy): string {
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    `geolocation=${policy.allowGeolocation ? '(self)' : '()'}`,
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}

/** HttpOnly on every cookie the server sets, Secure on https, SameSite=Lax unless the route chose otherwise. */
export function hardenCookie(cookie: string, https: boolean): string {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
  const has = (name: string) => attributes.some((a) => a === name || a.startsWith(`${name}=`));
  let out = cookie;
  if (!has('httponly')) out += '; HttpOnly';
  if (https && !has('secure')) out += '; Secure';
  if (!has('samesite')) out += '; SameSite=Lax';
  return out;
}

function hardenCookies(reply: FastifyReply, https: boolean): void {
  const current = reply.getHeader('set-cookie');
  if (current === undefined) return;
  const cookies = (Array.isArray(current) ? current : [String(current)]).map((c) => hardenCookie(String(c), https));
  // Fastify appends to set-cookie, so the old list goes first.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', cookies);
}

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = securityPolicy(config);
  const permissions = permissionsPolicy(policy);
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    const https = policy.https || req.protocol === 'https';
    const nonce = drawnNonce(req);
    reply.header('content-security-policy', contentSecurityPolicy(policy, req.headers.host, https, nonce));
    if (nonce) reply.header('cache-control', nonceCacheControl(reply.getHeader('cache-control')));
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', permissions);
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-permitted-cross-domain-policies', 'none');
    if (policy.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    hardenCookies(reply, https);
  });
}
