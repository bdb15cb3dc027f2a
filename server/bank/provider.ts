// Picks the bank-link service: Plaid when PLAID_CLIENT_ID/PLAID_SECRET are configured, else the embedded sandbox.
import type { Services } from '../services';
import { makePlaidProvider } from './plaidProvider';
import { makeSandboxProvider } from './sandboxProvider';
import type { BankLinkProvider } from './types';

export { BankLinkError } from './types';

/** Plaid when PLAID_CLIENT_ID is configured, else the embedded sandbox. */
export function bankLinkProvider(services: Services, opts: { plaidBasePath?: string } = {}): BankLinkProvider {
  const { clientId, secret, env } = services.config.plaid;
  if (clientId && secret) return makePlaidProvider({ clientId, secret, env, basePath: opts.plaidBasePath });
  return makeSandboxProvider(services);
}
