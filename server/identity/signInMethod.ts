// How a sign-in proved who it is, named in one place: every sign-in's tokens are issued by issueSignInTokens
// (./tokens.ts) with its method, and what a method brings with it happens here. A passkey is phishing-resistant
// multi-factor proof (the device that holds the key, unlocked by the customer's PIN, fingerprint or face, and bound
// to our site's address): its sign-in passes the portal's multi-factor check at once, for the whole account, and the
// audit log says how.
import { auditLog } from '../db/schema';
import { recordPass } from '../mfa/gate';
import type { IdentityContext } from './context';
import type { UserRow } from './users';

/** PASSWORD (USER_PASSWORD_AUTH, SRP, a new password), CUSTOM_CHALLENGE (a code), PASSKEY, SERVICE (enrollment). */
export type SignInMethod = 'PASSWORD' | 'CUSTOM_CHALLENGE' | 'PASSKEY' | 'SERVICE';

/** Methods that are multi-factor on their own: their sign-in needs no code afterwards. */
const MULTI_FACTOR_METHODS: ReadonlySet<SignInMethod> = new Set(['PASSKEY']);

export const isMultiFactor = (method: SignInMethod) => MULTI_FACTOR_METHODS.has(method);

export async function afterSignIn(
  ctx: IdentityContext,
  user: UserRow,
  signIn: { originJti: string; method: SignInMethod; at: Date },
): Promise<void> {
  if (!isMultiFactor(signIn.method)) return;
  await recordPass(ctx.db, { originJti: signIn.originJti, subject: user.id }, 'PASSKEY', null, signIn.at);
  await ctx.db.insert(auditLog).values({
    actorUserId: user.id,
    actorEmail: user.email,
    subjectEmail: user.email,
    operation: 'identity.signIn',
    details: { method: signIn.method, multiFactor: signIn.method, originJti: signIn.originJti },
    at: signIn.at,
  });
}
