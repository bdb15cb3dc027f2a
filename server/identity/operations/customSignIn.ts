// CUSTOM_AUTH driven by the Define/Create/VerifyAuthChallenge triggers, as Cognito drives the Lambdas: Define
// decides, Create issues a challenge, Verify judges an answer, and the results accumulate in the session.
import type { IdentityContext } from '../context';
import { CognitoError, invalidSession, notAuthorized, userDisabled, userNotConfirmed } from '../errors';
import { newSessionId, putSession, takeSession } from '../sessions';
import { issueSignInTokens } from '../tokens';
import type { ChallengeResult } from '../triggerEvents';
import { triggerEnvelope } from '../triggers';
import { findUser, findUserById, normaliseUsername, triggerAttributes, type UserRow } from '../users';
import { requireParam, type JsonObject } from '../validate';

interface CustomSessionData {
  username: string;
  session: ChallengeResult[];
  challengeName: string;
  challengeMetadata: string;
  privateChallengeParameters: Record<string, string>;
}

/** Runs DefineAuthChallenge and acts on its decision: tokens, failure, or the next challenge (via Create). */
async function nextStep(
  ctx: IdentityContext,
  username: string,
  user: UserRow | undefined,
  session: ChallengeResult[],
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  const userAttributes = user ? triggerAttributes(user) : {};
  const meta = clientMetadata ? { clientMetadata } : {};
  const notFound = user ? {} : { userNotFound: true };
  const defined = await ctx.triggers.run('defineAuthChallenge', {
    ...triggerEnvelope(ctx.pool, username, 'DefineAuthChallenge_Authentication'),
    request: { userAttributes, session, ...meta, ...notFound },
    response: { failAuthentication: false, issueTokens: false },
  });
  const decision = defined.response;
  if (decision.failAuthentication || (decision.issueTokens && !user)) throw notAuthorized();
  if (decision.issueTokens && user) {
    const result = await issueSignInTokens(
      ctx,
      user,
      'TokenGeneration_Authentication',
      clientMetadata,
      'CUSTOM_CHALLENGE',
    );
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }
  if (decision.challengeName !== 'CUSTOM_CHALLENGE') {
    // Only custom challenges are driven by this pool; anything else is a trigger bug, reported as Cognito does.
    throw new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output');
  }

  const created = await ctx.triggers.run('createAuthChallenge', {
    ...triggerEnvelope(ctx.pool, username, 'CreateAuthChallenge_Authentication'),
    request: { userAttributes, challengeName: decision.challengeName, session, ...meta, ...notFound },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
  });
  const sessionId = newSessionId();
  const data: CustomSessionData = {
    username,
    session,
    challengeName: decision.challengeName,
    challengeMetadata: created.response.challengeMetadata,
    privateChallengeParameters: created.response.privateChallengeParameters,
  };
  await putSession(ctx.db, sessionId, 'CUSTOM_CHALLENGE', user?.id ?? null, { ...data });
  return {
    ChallengeName: decision.challengeName,
    ChallengeParameters: { ...created.response.publicChallengeParameters, USERNAME: username },
    Session: sessionId,
  };
}

function assertMaySignIn(user: UserRow | undefined): void {
  if (!user) return;
  if (!user.enabled) throw userDisabled();
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
}

export async function startCustomAuth(
  ctx: IdentityContext,
  params: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(params, 'USERNAME'));
  const user = await findUser(ctx.db, username);
  assertMaySignIn(user);
  return nextStep(ctx, username, user, [], clientMetadata);
}

export async function respondCustomChallenge(
  ctx: IdentityContext,
  sessionId: string,
  responses: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
): Promise<JsonObject> {
  const username = normaliseUsername(requireParam(responses, 'USERNAME'));
  const answer = requireParam(responses, 'ANSWER');
  const stored = await takeSession(ctx.db, sessionId, 'CUSTOM_CHALLENGE');
  const data = stored?.data as CustomSessionData | undefined;
  if (!stored || !data || data.username !== username) throw invalidSession();
  const user = stored.userId ? await findUserById(ctx.db, stored.userId) : undefined;
  assertMaySignIn(user);

  const verified = await ctx.triggers.run('verifyAuthChallengeResponse', {
    ...triggerEnvelope(ctx.pool, username, 'VerifyAuthChallengeResponse_Authentication'),
    request: {
      userAttributes: user ? triggerAttributes(user) : {},
      privateChallengeParameters: data.privateChallengeParameters,
      challengeAnswer: answer,
      ...(clientMetadata ? { clientMetadata } : {}),
      ...(user ? {} : { userNotFound: true }),
    },
    response: { answerCorrect: false },
  });
  const session: ChallengeResult[] = [
    ...data.session,
    {
      challengeName: data.challengeName,
      challengeResult: verified.response.answerCorrect,
      challengeMetadata: data.challengeMetadata,
    },
  ];
  return nextStep(ctx, username, user, session, clientMetadata);
}
