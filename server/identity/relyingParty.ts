// Which site a passkey belongs to. Each brand site is a relying party of its own: a passkey is made for the host name
// of the page that asked (one of our brand hosts or the configured public address, by the same rule as reset links),
// and the browser only offers it again on that host. The page's origin is the Origin header the browser sends, else
// the address the request came in on.
import { BRANDS, brandForHost, brandOrDefault } from '../../brands/catalog';
import type { IdentityContext } from './context';
import type { OperationRequest } from './operations/common';
import { allowedResetOrigin } from './resetLink';

export interface RelyingParty {
  /** The host name, without port: what the authenticator binds the passkey to. */
  id: string;
  /** scheme://host[:port] the browser must report in the signed client data. */
  origin: string;
  /** The brand's name, which the browser shows when it asks to make the passkey. */
  name: string;
}

/** The relying party for a request, or undefined when the page is not one of our sites. */
export function relyingPartyOf(
  ctx: Pick<IdentityContext, 'config'>,
  request: Pick<OperationRequest, 'origin' | 'pageOrigin'> | undefined,
): RelyingParty | undefined {
  const page = request?.pageOrigin ?? request?.origin;
  const origin = allowedResetOrigin(page, ctx.config.publicUrl, request?.origin);
  if (!origin) return undefined;
  const id = new URL(origin).hostname;
  return { id, origin, name: BRANDS[brandOrDefault(brandForHost(id))].name };
}
