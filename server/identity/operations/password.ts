// Password changes: ForgotPassword / ConfirmForgotPassword (emailed 6-digit code plus a reset link) and
// ChangePassword for a signed-in user. Setting a password ends the user's other sign-ins (setPassword): a reset ends
// them all and forgets the remembered devices, a change keeps only the session that made it. Resets are throttled per requester and per account
// (../resetThrottle.ts), so a stranger cannot use up the owner's. A change e-mails the owner a security notice
// from here, so it goes out whichever client made the change.
import { serverText } from '../../content/catalogues';
import { forgetRememberedDevices } from '../../mfa/devices';
import { deviceOfUserAgent, sendSecurityNotice } from '../../notices/securityNotice';
import { recordSecurityEvent } from '../../security/events';
import { assertCodeOk } from '../codes';
import type { IdentityContext } from '../context';
import { CognitoError, codeMismatch, invalidParameter, limitExceeded, notAuthorized } from '../errors';
import { assertPasswordPolicy, isLocked, recordFailedPassword } from '../passwords';
import { assertRecentProof } from '../recentProof';
import { resetLinkBase } from '../resetLink';
import { takeResetAllowance } from '../resetThrottle';
import { passwordMatches } from '../srp';
import { verifyAccessToken } from '../tokens';
import { triggerEnvelope } from '../triggers';
import { findUser, normaliseUsername, triggerAttributes } from '../users';
import { requireString } from '../validate';
import { assertClient, clientMetadataOf, emailDelivery, type Operation } from './common';
import { setPassword } from './passwordSignIn';

/** The link goes to the brand origin the browser asked from when it is one of ours (resetLink.ts), else publicUrl. */
function resetLink(ctx: IdentityContext, code: string, email: string, origin: string): string {
  return `${origin}/authentication/change-password/${code}/${encodeURIComponent(email)}`;
}

export const ForgotPassword: Operation = async (ctx, input, request) => {
  assertClient(ctx, input);
  const username = normaliseUsername(requireString(input, 'Username'));
  const linkOrigin = resetLinkBase(ctx.config.publicUrl, clientMetadataOf(input)?.origin, request?.origin);
  // Before the look-up, so known and unknown e-mails spend the same allowance.
  await takeResetAllowance(ctx, username, request?.clientAddress);
  const user = await findUser(ctx.db, username);
  if (!user || !user.enabled) {
    // As Cognito: with prevent-user-existence-errors on, unknown accounts get the same answer and nothing is sent;
    // with it off (LEGACY), the caller is told, which the portal's "account not found" message relies on.
    if (!ctx.config.cognito.preventUserExistenceErrors) {
      throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
    }
    return { CodeDeliveryDetails: emailDelivery(username) };
  }
  if (!user.emailVerified) {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const code = await ctx.codes.issue(username, 'reset');
  const link = resetLink(ctx, code, user.email, linkOrigin);
  await ctx.outbox.send({
    to: user.email,
    channel: 'email',
    subject: serverText(request?.lang ?? 'en', 'verification.message.reset.subject'),
    text: serverText(request?.lang ?? 'en', 'verification.message.reset.body', { link, code }),
    code,
  });
  return { CodeDeliveryDetails: emailDelivery(user.email) };
};

export const ConfirmForgotPassword: Operation = async (ctx, input) => {
  assertClient(ctx, input);
  const username = normaliseUsername(requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  const password = requireString(input, 'Password');
  const clientMetadata = clientMetadataOf(input);
  // Policy first, so a weak choice does not burn the code.
  assertPasswordPolicy(password);
  const user = await findUser(ctx.db, username);
  if (!user) throw codeMismatch();
  assertCodeOk(await ctx.codes.check(username, 'reset', code));

  const status =
    user.status === 'RESET_REQUIRED' || user.status === 'FORCE_CHANGE_PASSWORD' ? 'CONFIRMED' : user.status;
  // A reset proves the mailbox, not any session: every sign-in of the account ends (setPassword revokes them all).
  await setPassword(ctx, user, password, { status });
  // Nor does it vouch for any device: remembered devices are forgotten, so the next sign-in meets a code.
  await forgetRememberedDevices(ctx.db, user.id);
  await recordSecurityEvent(ctx.db, { userId: user.id, email: user.email }, 'PASSWORD_RESET');
  await ctx.triggers.run('postConfirmation', {
    ...triggerEnvelope(ctx.pool, username, 'PostConfirmation_ConfirmForgotPassword'),
    request: { userAttributes: triggerAttributes({ ...user, status }), ...(clientMetadata ? { clientMetadata } : {}) },
    response: {},
  });
  return {};
};

export const ChangePassword: Operation = async (ctx, input, request) => {
  const { user, payload } = await verifyAccessToken(ctx, requireString(input, 'AccessToken'));
  const previous = requireString(input, 'PreviousPassword');
  const proposed = requireString(input, 'ProposedPassword');
  assertPasswordPolicy(proposed, 'proposedPassword');
  // Before the old password is compared, so a session left open is no oracle for it.
  await assertRecentProof(ctx, payload);
  // A signed-in attacker guessing the old password is throttled like a sign-in, with Cognito's wording here.
  if (isLocked(user)) throw limitExceeded();
  if (
    !passwordMatches({ salt: user.srpSalt, verifier: user.srpVerifier }, ctx.pool.poolName, user.username, previous)
  ) {
    await recordFailedPassword(ctx.db, user);
    throw notAuthorized();
  }
  // The caller's own sign-in stays; every other one (a thief's, a forgotten tablet's) ends here.
  await setPassword(ctx, user, proposed, {}, String(payload.origin_jti));
  const now = ctx.clock();
  await recordSecurityEvent(ctx.db, { userId: user.id, email: user.email }, 'PASSWORD_CHANGED', {}, now);
  // Someone who took over a session must not change the password unnoticed.
  await sendSecurityNotice(ctx, {
    userId: user.id,
    kind: 'passwordChanged',
    language: request?.lang ?? 'en',
    now,
    details: { device: deviceOfUserAgent(request?.userAgent) },
  });
  return {};
};
