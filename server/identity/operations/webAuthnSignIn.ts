// USER_AUTH, Cognito's choice-based sign-in: InitiateAuth with a PREFERRED_CHALLENGE (WEB_AUTHN, PASSWORD,
// PASSWORD_SRP) goes straight to it; without one, or when the user has no passkey for this site, SELECT_CHALLENGE
// lists what the user may answer with and RespondToAuthChallenge continues the chosen flow. The WEB_AUTHN challenge
// carries the browser's request options; its answer is checked by the WebAuthn library against the challenge, this
// site's origin and relying party, the stored public key, user verification and the signature counter.
import type { IdentityContext } from '../context';
import { invalidParameter, invalidSession, userDisabled, userNotConfirmed } from '../errors';
import { assertionOf, passkeyRequestOptions, verifyPasskeyAssertion } from '../passkeyAssertion';
import { passkeysFor } from '../passkeys';
import { assertNotLocked } from '../passwords';
import { relyingPartyOf, type RelyingParty } from '../relyingParty';
import { newSessionId, putSession, takeSession } from '../sessions';
import { issueSignInTokens } from '../tokens';
import { findUser, findUserById, normaliseUsername, type UserRow } from '../users';
import { requireParam, type JsonObject } from '../validate';
import { passkeyRefused } from '../webAuthnErrors';
import type { OperationRequest } from './common';
import { userPasswordAuth } from './passwordSignIn';
import { startSrp } from './srpSignIn';

type Metadata = Record<string, string> | undefined;

/** A RespondToAuthChallenge handler for one challenge name, given the flow's Session. */
type ChallengeAnswer = (
  ctx: IdentityContext,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Metadata,
  request: OperationRequest | undefined,
) => Promise<JsonObject>;

/** The first factors this pool offers under USER_AUTH (no e-mailed or texted one-time codes). */
const FACTORS = ['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP'] as const;
type Factor = (typeof FACTORS)[number];
const isFactor = (value: string): value is Factor => (FACTORS as readonly string[]).includes(value);

/** The passkey challenge for a user with a passkey for this site; undefined when there is none. */
async function webAuthnChallenge(
  ctx: IdentityContext,
  user: UserRow | undefined,
  rp: RelyingParty | undefined,
): Promise<JsonObject | undefined> {
  if (!user || !rp) return undefined;
  const options = await passkeyRequestOptions(ctx.db, user.id, rp);
  if (!options) return undefined;
  const session = newSessionId();
  await putSession(ctx.db, session, 'WEB_AUTHN', user.id, {
    username: user.username,
    challenge: options.challenge,
    rpId: rp.id,
    origin: rp.origin,
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options), USERNAME: user.username },
    Session: session,
  };
}

/**
 * SELECT_CHALLENGE with what the user can answer. An unknown user is offered the passwords, as a user without a
 * passkey is, so the answer does not tell whether the account exists.
 */
async function selectChallenge(
  ctx: IdentityContext,
  username: string,
  user: UserRow | undefined,
  rp: RelyingParty | undefined,
): Promise<JsonObject> {
  const hasPasskey = !!user && !!rp && (await passkeysFor(ctx.db, user.id, rp.id)).length > 0;
  const session = newSessionId();
  await putSession(ctx.db, session, 'SELECT_CHALLENGE', user?.id ?? null, { username });
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    ChallengeParameters: { USERNAME: username },
    AvailableChallenges: FACTORS.filter((f) => f !== 'WEB_AUTHN' || hasPasskey),
    Session: session,
  };
}

export async function startUserAuth(
  ctx: IdentityContext,
  params: Record<string, string>,
  clientMetadata: Metadata,
  request: OperationRequest | undefined,
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(params, 'USERNAME'));
  const preferred = Object.hasOwn(params, 'PREFERRED_CHALLENGE') ? params.PREFERRED_CHALLENGE : undefined;
  if (preferred !== undefined && !isFactor(preferred) && preferred !== 'EMAIL_OTP' && preferred !== 'SMS_OTP') {
    throw invalidParameter(
      `PREFERRED_CHALLENGE ${preferred} is not a valid challenge. Use one of: ${FACTORS.join(', ')}.`,
    );
  }
  if (preferred === 'PASSWORD')
    return userPasswordAuth(ctx, { USERNAME: username, PASSWORD: requireParam(params, 'PASSWORD') }, clientMetadata);
  if (preferred === 'PASSWORD_SRP') return startSrp(ctx, { USERNAME: username, SRP_A: requireParam(params, 'SRP_A') });
  const user = await findUser(ctx.db, username);
  // A locked account stays locked whichever way it signs in.
  if (user) assertNotLocked(user);
  const rp = relyingPartyOf(ctx, request);
  if (preferred === 'WEB_AUTHN') {
    const challenge = await webAuthnChallenge(ctx, user, rp);
    if (challenge) return challenge;
  }
  return selectChallenge(ctx, username, user, rp);
}

export const respondSelectChallenge: ChallengeAnswer = async (ctx, sessionId, responses, clientMetadata, request) => {
  const username = normaliseUsername(requireParam(responses, 'USERNAME'));
  const answer = requireParam(responses, 'ANSWER');
  if (!isFactor(answer)) {
    throw invalidParameter(`${answer} is not available for this user. Choose one of the available challenges.`);
  }
  // The answer's own parameters first, so a missing one does not use the session up.
  const password = answer === 'PASSWORD' ? requireParam(responses, 'PASSWORD') : undefined;
  const srpA = answer === 'PASSWORD_SRP' ? requireParam(responses, 'SRP_A') : undefined;
  const stored = await takeSession(ctx.db, sessionId, 'SELECT_CHALLENGE');
  if (!stored || stored.data.username !== username) throw invalidSession();
  if (password !== undefined) return userPasswordAuth(ctx, { USERNAME: username, PASSWORD: password }, clientMetadata);
  if (srpA !== undefined) return startSrp(ctx, { USERNAME: username, SRP_A: srpA });
  const user = stored.userId ? await findUserById(ctx.db, stored.userId) : undefined;
  if (user) assertNotLocked(user);
  const challenge = await webAuthnChallenge(ctx, user, relyingPartyOf(ctx, request));
  if (!challenge) throw invalidParameter('WEB_AUTHN is not available for this user. Sign in with your password.');
  return challenge;
};

export const respondWebAuthn: ChallengeAnswer = async (ctx, sessionId, responses, clientMetadata, request) => {
  const username = normaliseUsername(requireParam(responses, 'USERNAME'));
  const credential = assertionOf(requireParam(responses, 'CREDENTIAL'));
  const stored = await takeSession(ctx.db, sessionId, 'WEB_AUTHN');
  if (!stored?.userId || stored.data.username !== username) throw passkeyRefused.expired();
  const rp = relyingPartyOf(ctx, request);
  if (!rp || rp.origin !== stored.data.origin) throw passkeyRefused.otherSite();
  const user = await findUserById(ctx.db, stored.userId);
  if (!user) throw passkeyRefused.expired();
  assertNotLocked(user);
  if (!user.enabled) throw userDisabled();
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  await verifyPasskeyAssertion(
    ctx.db,
    user.id,
    credential,
    { challenge: String(stored.data.challenge), rp },
    ctx.clock(),
  );
  const result = await issueSignInTokens(ctx, user, 'TokenGeneration_Authentication', clientMetadata, 'PASSKEY');
  return { ChallengeParameters: {}, AuthenticationResult: result };
};
