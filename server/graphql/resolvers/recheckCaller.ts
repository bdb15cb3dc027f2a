// Who a re-check belongs to: the caller's own account and sign-in (a CSR, or a token naming no sign-in, has none), the
// collaborators the re-check needs, and the site the request came from, whose passkeys can answer.
import { relyingPartyOf } from '../../identity/relyingParty';
import { findUser } from '../../identity/users';
import { signInOf } from '../../mfa/gate';
import type { RecheckDeps } from '../../recheck/rechecks';
import type { GraphQLContext } from '../context';
import { forbidden } from '../errors';
import { codeDepsOf } from './codeDeps';

export const depsOf = (ctx: GraphQLContext): RecheckDeps => codeDepsOf(ctx);

/** The caller's own account and sign-in; a token naming no sign-in cannot be re-checked. */
export async function callerSignIn(ctx: GraphQLContext) {
  const signIn = signInOf(ctx.caller);
  if (!signIn || !ctx.customerEmail) throw forbidden('Only a signed-in customer can do this.');
  const user = await findUser(ctx.services.db, ctx.customerEmail);
  if (!user || user.id !== signIn.subject) throw forbidden('Only a signed-in customer can do this.');
  return { user, signIn };
}

/** The site the request came from, whose passkeys can answer (server/identity/relyingParty.ts). */
export const siteOf = (ctx: GraphQLContext) => relyingPartyOf({ config: ctx.services.config }, ctx.origins);
