// The operations the wire protocol serves, by the name in `x-amz-target: AWSCognitoIdentityProviderService.<Name>`.
import { InitiateAuth, RespondToAuthChallenge } from './authFlows';
import type { Operation } from './common';
import { ChangePassword, ConfirmForgotPassword, ForgotPassword } from './password';
import { ConfirmSignUp, ResendConfirmationCode, SignUp } from './signUp';
import { GetTokensFromRefreshToken, GlobalSignOut, RevokeToken } from './tokenOperations';
import { GetUser, UpdateUserAttributes } from './user';
import {
  CompleteWebAuthnRegistration,
  DeleteWebAuthnCredential,
  ListWebAuthnCredentials,
  StartWebAuthnRegistration,
} from './webAuthn';

export const operations: Readonly<Record<string, Operation>> = {
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
};
