// Where a password-reset link points. The browser passes its brand origin as ClientMetadata.origin (Amplify's
// resetPassword options), so a customer who asked on pinecrest.localhost comes back to that brand's site. Only our
// own brand hosts (brands/catalog.ts) on the protocol and port of the configured publicUrl or of the request are
// honoured; anything else falls back to publicUrl, so nobody can mint reset links that carry codes to their site.
import { BRANDS, type BrandBasics } from '../../brands/catalog';

const BRAND_HOSTS = new Set((Object.values(BRANDS) as BrandBasics[]).flatMap((b) => b.hosts));

function parse(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The allowed origin for a requested one, or undefined when it is not one of ours. */
export function allowedResetOrigin(
  requested: string | undefined,
  publicUrl: string,
  requestOrigin?: string,
): string | undefined {
  // An origin is scheme, host and port only: no credentials, path, query or fragment.
  if (!requested || requested.length > 255 || !/^https?:\/\/[^/?#@\\]+\/?$/i.test(requested)) return undefined;
  const url = parse(requested);
  if (!url || url.username || url.password) return undefined;
  const configured = parse(publicUrl);
  const host = url.hostname.toLowerCase();
  // The host must be ours; the request (whose Host header the caller controls) only lends its protocol and port.
  const known = BRAND_HOSTS.has(host) || configured?.hostname.toLowerCase() === host;
  const references = [configured, parse(requestOrigin)].filter((u): u is URL => u !== undefined);
  const samePlace = references.some((r) => r.protocol === url.protocol && r.port === url.port);
  return known && samePlace ? url.origin : undefined;
}

export function resetLinkBase(publicUrl: string, requested: string | undefined, requestOrigin?: string): string {
  return allowedResetOrigin(requested, publicUrl, requestOrigin) ?? publicUrl.replace(/\/+$/, '');
}
