// Multi-factor: how this device must prove itself, and remembering it afterwards. The codes themselves go through
// api/verification.
import { baseApi } from '../baseApi';
import {
  RememberDeviceDocument,
  RequestAuthenticatorFallbackDocument,
  StartMfaDocument,
  VerifyAuthenticatorCodeDocument,
  type RequestAuthenticatorFallbackMutation,
  type RequestAuthenticatorFallbackMutationVariables,
  type VerifyAuthenticatorCodeMutation,
  type VerifyAuthenticatorCodeMutationVariables,
  type RememberDeviceMutation,
  type RememberDeviceMutationVariables,
  type StartMfaMutation,
  type StartMfaMutationVariables,
} from '../generated/graphql';

export type MfaChallengeAnswer = StartMfaMutation['startMfa'];

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startMfa: build.mutation<MfaChallengeAnswer, StartMfaMutationVariables>({
      query: (variables) => ({ document: StartMfaDocument, variables }),
      transformResponse: (data: StartMfaMutation) => data.startMfa,
    }),
    rememberDevice: build.mutation<RememberDeviceMutation['rememberDevice'], RememberDeviceMutationVariables>({
      query: (variables) => ({ document: RememberDeviceDocument, variables }),
      transformResponse: (data: RememberDeviceMutation) => data.rememberDevice,
    }),
    /** The authenticator app's code, on a check decided OTP_TOTP. */
    verifyAuthenticatorCode: build.mutation<
      VerifyAuthenticatorCodeMutation['verifyAuthenticatorCode'],
      VerifyAuthenticatorCodeMutationVariables
    >({
      query: (variables) => ({ document: VerifyAuthenticatorCodeDocument, variables }),
      transformResponse: (data: VerifyAuthenticatorCodeMutation) => data.verifyAuthenticatorCode,
    }),
    /** "I can't use my authenticator app": an e-mailed code instead, after a wait. */
    requestAuthenticatorFallback: build.mutation<
      RequestAuthenticatorFallbackMutation['requestAuthenticatorFallback'],
      RequestAuthenticatorFallbackMutationVariables
    >({
      query: (variables) => ({ document: RequestAuthenticatorFallbackDocument, variables }),
      transformResponse: (data: RequestAuthenticatorFallbackMutation) => data.requestAuthenticatorFallback,
    }),
  }),
});
