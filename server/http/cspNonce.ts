// The Content-Security-Policy's per-response nonce. Styles the portal writes inline (styled-components' <style>
// elements, the server-painted login frame, the brand pages' one <style> block, the Link sandbox's dialog) are allowed
// by a nonce that is new on every HTML response, so an injected <style> (or a style attribute in injected markup) is
// refused the way an injected script is. A response that writes no HTML draws none and its policy allows no inline
// style at all (server/http/security.ts reads the nonce the handler drew).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from './routeShells';

const drawn = new WeakMap<FastifyRequest, string>();

/** This response's nonce, drawn on first use: 128 random bits, base64 (the form a CSP nonce source takes). */
export function cspNonce(req: FastifyRequest): string {
  let nonce = drawn.get(req);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    drawn.set(req, nonce);
  }
  return nonce;
}

/** The nonce a handler drew for this response, if it wrote HTML that needs one. */
export const drawnNonce = (req: FastifyRequest): string | undefined => drawn.get(req);

/**
 * How a response carrying a nonce is cached, unless its route chose no-store: never by a shared cache (one copy would
 * hand every visitor the same nonce), and by the browser only to revalidate. Such a response has no validator, so the
 * browser's revalidation is a full new page, never a 304 that would pair its old copy's nonce with a new policy.
 */
export const NONCE_CACHE_CONTROL = 'private, no-cache';

export function nonceCacheControl(current: unknown): string {
  return typeof current === 'string' && /\bno-store\b/.test(current) ? current : NONCE_CACHE_CONTROL;
}

/**
 * A built page (the build writes CSP_NONCE_PLACEHOLDER wherever a nonce goes: the csp-nonce meta styled-components
 * reads, and the tags Vite writes) cut once at the placeholder, so each response only joins the parts around its nonce.
 */
export function htmlTemplate(html: string): (nonce: string) => string {
  const parts = html.split(CSP_NONCE_PLACEHOLDER);
  return (nonce) => parts.join(nonce);
}
