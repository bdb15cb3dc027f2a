// The portal's side of fresh proofs (server/identity/recentProof.ts): a change of contact details, and any other
// operation that needs one, refuses a customer's sign-in whose last proof is stale with RECHECK_REQUIRED, which the
// client answers with a re-check in place, not by ending the session. A CSR acting as the customer is governed by the
// CSR's own sign-in, as with the multi-factor gate, and is not asked.
import { RECHECK_REQUIRED_CODE, RECHECK_REQUIRED_MESSAGE } from '../../src/lib/security/recheck';
import type { GraphQLContext } from '../graphql/context';
import { gqlError } from '../graphql/errors';
import { hasRecentProof } from '../identity/recentProof';
import { signInOf } from '../mfa/gate';

export const recheckRequiredError = () => gqlError(RECHECK_REQUIRED_CODE, RECHECK_REQUIRED_MESSAGE);

/** One call at the top of a resolver: `await requireRecentProof(ctx)`. */
export async function requireRecentProof(ctx: GraphQLContext): Promise<void> {
  if (ctx.caller?.role !== 'USER') return;
  const signIn = signInOf(ctx.caller);
  if (!signIn || !(await hasRecentProof(ctx.services.db, signIn, ctx.services.clock()))) throw recheckRequiredError();
}
