// InitiateAuth and RespondToAuthChallenge: route each AuthFlow / ChallengeName to its flow module.
import { invalidParameter, missingMember } from '../errors';
import { requireParam, requireString, stringMap, optionalString } from '../validate';
import type { IdentityContext } from '../context';
import { assertClient, authRequest, clientMetadataOf, type Operation } from './common';
import { respondCustomChallenge, startCustomAuth } from './customSignIn';
import { respondNewPassword, userPasswordAuth } from './passwordSignIn';
import { respondPasswordVerifier, startSrp } from './srpSignIn';
import { refreshWith } from './tokenOperations';
import { respondSelectChallenge, respondWebAuthn, startUserAuth } from './webAuthnSignIn';

/** REFRESH_TOKEN_AUTH (REFRESH_TOKEN its alias): new access and ID tokens from a refresh token. */
export async function refreshFlow(
  ctx: IdentityContext,
  params: Record<string, string>,
  clientMetadata: Record<string, string> | undefined,
) {
  const token = requireParam(params, 'REFRESH_TOKEN');
  return { ChallengeParameters: {}, AuthenticationResult: await refreshWith(ctx, token, clientMetadata) };
}

export const InitiateAuth: Operation = async (ctx, input, request) => {
  const { flow, params, clientMetadata } = authRequest(ctx, input);
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrp(ctx, params);
    case 'USER_PASSWORD_AUTH':
      return userPasswordAuth(ctx, params, clientMetadata);
    case 'USER_AUTH':
      return startUserAuth(ctx, params, clientMetadata, request);
    case 'CUSTOM_AUTH':
      if (params.SRP_A) throw invalidParameter('CUSTOM_AUTH with SRP_A is not enabled for this client.');
      return startCustomAuth(ctx, params, clientMetadata);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshFlow(ctx, params, clientMetadata);
    default:
      throw invalidParameter(
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [USER_SRP_AUTH, USER_PASSWORD_AUTH, CUSTOM_AUTH, REFRESH_TOKEN_AUTH, USER_AUTH]`,
      );
  }
};

export const RespondToAuthChallenge: Operation = async (ctx, input, request) => {
  assertClient(ctx, input);
  const challenge = requireString(input, 'ChallengeName');
  const responses = stringMap(input, 'ChallengeResponses') ?? {};
  const clientMetadata = clientMetadataOf(input);
  const session = optionalString(input, 'Session');
  const requireSession = () => {
    if (!session) throw missingMember('session');
    return session;
  };
  switch (challenge) {
    case 'PASSWORD_VERIFIER':
      return respondPasswordVerifier(ctx, responses, clientMetadata);
    case 'CUSTOM_CHALLENGE':
      return respondCustomChallenge(ctx, requireSession(), responses, clientMetadata);
    case 'NEW_PASSWORD_REQUIRED':
      return respondNewPassword(ctx, requireSession(), responses, clientMetadata);
    case 'SELECT_CHALLENGE':
      return respondSelectChallenge(ctx, requireSession(), responses, clientMetadata, request);
    case 'WEB_AUTHN':
      return respondWebAuthn(ctx, requireSession(), responses, clientMetadata, request);
    default:
      throw invalidParameter(`Challenge ${challenge} is not supported by this user pool.`);
  }
};
