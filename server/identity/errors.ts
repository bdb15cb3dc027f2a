// Cognito's error vocabulary: every failure the wire protocol reports is a CognitoError carrying the exact
// `__type` and message text real Cognito uses, so Amplify (and our UI's error mapping) behaves as in production.

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    /** Cognito answers client faults with 400; only InternalErrorException is a 500. */
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export const notAuthorized = (message = INCORRECT_CREDENTIALS) => new CognitoError('NotAuthorizedException', message);

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

/** Cognito's wording for a missing member in an AWS JSON request. */
export const missingMember = (member: string) =>
  invalidParameter(
    `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`,
  );

/** Cognito's wording for a missing key inside AuthParameters / ChallengeResponses. */
export const missingAuthParameter = (name: string) => invalidParameter(`Missing required parameter ${name}`);

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export const invalidPassword = (reason: string) =>
  new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${reason}`);

export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');

export const usernameExists = () =>
  new CognitoError('UsernameExistsException', 'An account with the given email already exists.');

export const userNotConfirmed = () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.');

export const passwordResetRequired = () =>
  new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');

export const passwordAttemptsExceeded = () => notAuthorized('Password attempts exceeded');

export const userDisabled = () => notAuthorized('User is disabled.');

export const unknownClient = (clientId: string) =>
  new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);

export const invalidSession = () => notAuthorized('Invalid session for the user, session is expired.');

/** A trigger that throws surfaces as Cognito does: "PreSignUp failed with error <message>." */
export const triggerFailed = (trigger: string, message: string) =>
  new CognitoError('UserLambdaValidationException', `${trigger} failed with error ${message}.`);

export const internalError = () => new CognitoError('InternalErrorException', 'An internal error occurred.', 500);
