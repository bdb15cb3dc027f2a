// The operations the wire protocol serves, by the name in `x-amz-target: AWSCognitoIdentityProviderService.<Name>`.
import { AdminInitiateAuth, DescribeUserPool, ListGroups } from './adminPool';
import {
  AdminAddUserToGroup,
  AdminCreateUser,
  AdminDeleteUser,
  AdminGetUser,
  AdminSetUserPassword,
} from './adminUsers';
import { InitiateAuth, RespondToAuthChallenge } from './authFlows';
import type { Operation } from './common';
import { ChangePassword, ConfirmForgotPassword, ForgotPassword } from './password';
import { ConfirmSignUp, ResendConfirmationCode, SignUp } from './signUp';
import { AssociateSoftwareToken, SetUserMFAPreference, VerifySoftwareToken } from './softwareToken';
import { GetTokensFromRefreshToken, GlobalSignOut, RevokeToken } from './tokenOperations';
import { GetUser, UpdateUserAttributes } from './user';
import {
  CompleteWebAuthnRegistration,
  DeleteWebAuthnCredential,
  ListWebAuthnCredentials,
  StartWebAuthnRegistration,
} from './webAuthn';

/**
 * Operations only a server holding the admin key may call (IAM-signed in real Cognito; routes.ts checks the
 * signature before any of them runs). Every other operation is a browser's, unsigned.
 */
export const adminOperations: Readonly<Record<string, Operation>> = {
  AdminCreateUser,
  AdminGetUser,
  AdminAddUserToGroup,
  AdminSetUserPassword,
  AdminInitiateAuth,
  AdminDeleteUser,
  DescribeUserPool,
  ListGroups,
};

export const operations: Readonly<Record<string, Operation>> = {
  ...adminOperations,
  InitiateAuth,
  RespondToAuthChallenge,
  GetTokensFromRefreshToken,
  RevokeToken,
  GlobalSignOut,
  GetUser,
  SignUp,
  ConfirmSignUp,
  ResendConfirmationCode,
  ForgotPassword,
  ConfirmForgotPassword,
  UpdateUserAttributes,
  ChangePassword,
  StartWebAuthnRegistration,
  CompleteWebAuthnRegistration,
  ListWebAuthnCredentials,
  DeleteWebAuthnCredential,
  // The authenticator app (TOTP).
  AssociateSoftwareToken,
  VerifySoftwareToken,
  SetUserMFAPreference,
};
