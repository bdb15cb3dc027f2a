// The AWS Lambda event shapes of the Cognito user-pool triggers we run in-process, field for field as the
// `aws-lambda` typings describe them, so a handler written here could be deployed unchanged as a Lambda.

interface BaseTriggerEvent<Source extends string> {
  version: string;
  region: string;
  userPoolId: string;
  userName: string;
  callerContext: { awsSdkVersion: string; clientId: string };
  triggerSource: Source;
}

/** Cognito hands triggers string attributes; `email_verified` is "true"/"false". */
export type StringMap = Record<string, string>;

export interface PreSignUpTriggerEvent extends BaseTriggerEvent<'PreSignUp_SignUp' | 'PreSignUp_AdminCreateUser'> {
  request: { userAttributes: StringMap; validationData?: StringMap; clientMetadata?: StringMap };
  response: { autoConfirmUser: boolean; autoVerifyEmail: boolean; autoVerifyPhone: boolean };
}

export interface PostConfirmationTriggerEvent extends BaseTriggerEvent<
  'PostConfirmation_ConfirmSignUp' | 'PostConfirmation_ConfirmForgotPassword'
> {
  request: { userAttributes: StringMap; clientMetadata?: StringMap };
  response: Record<string, never>;
}

export interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export interface DefineAuthChallengeTriggerEvent extends BaseTriggerEvent<'DefineAuthChallenge_Authentication'> {
  request: {
    userAttributes: StringMap;
    session: ChallengeResult[];
    clientMetadata?: StringMap;
    userNotFound?: boolean;
  };
  response: { challengeName?: string; failAuthentication: boolean; issueTokens: boolean };
}

export interface CreateAuthChallengeTriggerEvent extends BaseTriggerEvent<'CreateAuthChallenge_Authentication'> {
  request: {
    userAttributes: StringMap;
    challengeName: string;
    session: ChallengeResult[];
    clientMetadata?: StringMap;
    userNotFound?: boolean;
  };
  response: { publicChallengeParameters: StringMap; privateChallengeParameters: StringMap; challengeMetadata: string };
}

export interface VerifyAuthChallengeResponseTriggerEvent extends BaseTriggerEvent<'VerifyAuthChallengeResponse_Authentication'> {
  request: {
    userAttributes: StringMap;
    privateChallengeParameters: StringMap;
    challengeAnswer: string;
    clientMetadata?: StringMap;
    userNotFound?: boolean;
  };
  response: { answerCorrect: boolean };
}

export type TokenGenerationSource =
  | 'TokenGeneration_HostedAuth'
  | 'TokenGeneration_Authentication'
  | 'TokenGeneration_NewPasswordChallenge'
  | 'TokenGeneration_AuthenticateDevice'
  | 'TokenGeneration_RefreshTokens';

export interface GroupOverrideDetails {
  groupsToOverride?: string[];
  iamRolesToOverride?: string[];
  preferredRole?: string;
}

/** Pre token generation, event version 1: overrides apply to the ID token; group overrides to both tokens. */
export interface PreTokenGenerationTriggerEvent extends BaseTriggerEvent<TokenGenerationSource> {
  request: {
    userAttributes: StringMap;
    groupConfiguration: { groupsToOverride: string[]; iamRolesToOverride: string[]; preferredRole?: string };
    clientMetadata?: StringMap;
  };
  response: {
    claimsOverrideDetails?: {
      claimsToAddOrOverride?: StringMap;
      claimsToSuppress?: string[];
      groupOverrideDetails?: GroupOverrideDetails;
    } | null;
  };
}

export interface TriggerEvents {
  preSignUp: PreSignUpTriggerEvent;
  postConfirmation: PostConfirmationTriggerEvent;
  defineAuthChallenge: DefineAuthChallengeTriggerEvent;
  createAuthChallenge: CreateAuthChallengeTriggerEvent;
  verifyAuthChallengeResponse: VerifyAuthChallengeResponseTriggerEvent;
  preTokenGeneration: PreTokenGenerationTriggerEvent;
}

export type TriggerName = keyof TriggerEvents;

/** A handler may mutate `event.response` or return a new event (the Lambda convention); both are honoured. */
export type TriggerHandler<E> = (event: E) => E | void | Promise<E | void>;

export type TriggerHandlers = { [K in TriggerName]?: TriggerHandler<TriggerEvents[K]>[] };
