// Sessions of the pool's service identities, minted server-side: the enrollment flow's user never signs in with a
// password (see operations/passwordSignIn.ts), so the portal signs it in for each visitor who starts enrolling.
// Each call is a new sign-in (a new refresh-token origin), so every visitor's enrollment session has its own
// origin_jti and can be told apart from every other.
import type { IdentityContext } from './context';
import { issueSignInTokens } from './tokens';
import { findUser } from './users';

/** The group whose member the enrollment flow runs as (the token role ENROLLMENT). */
export const ENROLLMENT_GROUP = 'enrollment';

export interface ServiceSession {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Why no session was issued; said to the operator in the log, never to the visitor. */
export class ServiceSessionError extends Error {}

export async function issueServiceSession(ctx: IdentityContext, username: string): Promise<ServiceSession> {
  const user = await findUser(ctx.db, username);
  if (!user) throw new ServiceSessionError('the enrollment service user does not exist');
  if (!user.groups.includes(ENROLLMENT_GROUP))
    throw new ServiceSessionError(`the configured user is not in the "${ENROLLMENT_GROUP}" group`);
  if (!user.enabled || user.status !== 'CONFIRMED')
    throw new ServiceSessionError('the enrollment service user is disabled or not confirmed');
  // Only a verified e-mail makes an ID token the GraphQL API accepts (server/graphql/context.ts).
  if (!user.emailVerified) throw new ServiceSessionError('the enrollment service user has no verified e-mail');
  const result = await issueSignInTokens(ctx, user, 'TokenGeneration_Authentication');
  if (!result.RefreshToken) throw new ServiceSessionError('no refresh token was issued');
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
}
