// The bank-link service's contract as the lender uses it, in Plaid's terms: create a Link token, exchange the public token Link
// hands back for an access token, read the item's accounts with their numbers. Two implementations: the embedded Link
// sandbox (./sandboxProvider.ts, PLAID_CLIENT_ID unset) and Plaid itself through the official client (./plaidProvider.ts).
import type { LinkOwner } from './owner';

export interface LinkTokenAnswer {
  link_token: string;
  expiration: string;
  request_id: string;
}

export interface ProviderAccount {
  account_id: string;
  name: string | null;
  official_name: string | null;
  mask: string | null;
  type: string | null;
  subtype: string | null;
  availableCents: number | null;
  currentCents: number | null;
  /** Full numbers (Auth); null when the bank does not give them. They stay on the server. */
  account: string | null;
  routing: string | null;
  /** YYYY-MM-DD when known (the sandbox knows; Plaid's Auth does not say). */
  openDate: string | null;
}

export interface ItemAuth {
  institution: { institution_id: string; name: string } | null;
  /** The bank gave account and routing numbers (Plaid's Auth product). */
  isAuthEnabled: boolean;
  accounts: ProviderAccount[];
}

export type BankLinkErrorCode =
  'ITEM_LOGIN_REQUIRED' | 'INVALID_PUBLIC_TOKEN' | 'INVALID_LINK_TOKEN' | 'INVALID_ACCESS_TOKEN' | 'PROVIDER_ERROR';

/** A refusal from the bank-link service, by Plaid's error code. */
export class BankLinkError extends Error {
  constructor(
    readonly code: BankLinkErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'BankLinkError';
  }
}

export interface LinkTokenRequest {
  owner: LinkOwner;
  clientName: string;
  /** Update mode: the item to sign in to again. */
  itemId?: string | null;
  accessToken?: string | null;
  redirectUri?: string | null;
  language: 'en' | 'es';
}

export interface BankLinkProvider {
  kind: 'sandbox' | 'plaid';
  /** The same-origin script that provides window.Plaid in the sandbox; null with real Plaid (Link comes from its CDN). */
  scriptUrl: string | null;
  createLinkToken(request: LinkTokenRequest): Promise<LinkTokenAnswer>;
  exchangePublicToken(owner: LinkOwner, publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  getItemAuth(accessToken: string): Promise<ItemAuth>;
}
