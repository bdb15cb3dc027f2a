// Multi-factor and e-mail code verification (spec 000 section 7, spec 001 "Email code verification").
import { baseApi } from '../baseApi';
import {
  EmailResendCodeDocument,
  OtpSearchDocument,
  SendOtpDocument,
  RememberDeviceDocument,
  SearchEmailVerificationDocument,
  StartMfaDocument,
  ValidateEmailVerificationCodeDocument,
  type EmailResendCodeMutation,
  type EmailResendCodeMutationVariables,
  type OtpSearchQuery,
  type OtpSearchQueryVariables,
  type RememberDeviceMutation,
  type RememberDeviceMutationVariables,
  type SearchEmailVerificationQuery,
  type SearchEmailVerificationQueryVariables,
  type SendOtpMutation,
  type SendOtpMutationVariables,
  type StartMfaMutation,
  type StartMfaMutationVariables,
  type ValidateEmailVerificationCodeMutation,
  type ValidateEmailVerificationCodeMutationVariables,
} from '../generated/graphql';

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startMfa: build.mutation<StartMfaMutation['startMfa'], StartMfaMutationVariables>({
      query: (variables) => ({ document: StartMfaDocument, variables }),
      transformResponse: (data: StartMfaMutation) => data.startMfa,
    }),
    searchEmailVerification: build.query<
      SearchEmailVerificationQuery['searchEmailVerification'],
      SearchEmailVerificationQueryVariables
    >({
      query: (variables) => ({ document: SearchEmailVerificationDocument, variables }),
      transformResponse: (data: SearchEmailVerificationQuery) => data.searchEmailVerification,
    }),
    validateEmailVerificationCode: build.mutation<
      ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'],
      ValidateEmailVerificationCodeMutationVariables
    >({
      query: (variables) => ({ document: ValidateEmailVerificationCodeDocument, variables }),
      transformResponse: (data: ValidateEmailVerificationCodeMutation) => data.validateEmailVerificationCode,
    }),
    emailResendCode: build.mutation<EmailResendCodeMutation['emailResendCode'], EmailResendCodeMutationVariables>({
      query: (variables) => ({ document: EmailResendCodeDocument, variables }),
      transformResponse: (data: EmailResendCodeMutation) => data.emailResendCode,
    }),
    // The texted code of an OTP_PHONE / OTP_PHONE_EMAIL check: the shared sendOtp / otpSearch with the mfaId.
    mfaSendOtp: build.mutation<SendOtpMutation['sendOtp'], SendOtpMutationVariables>({
      query: (variables) => ({ document: SendOtpDocument, variables }),
      transformResponse: (data: SendOtpMutation) => data.sendOtp,
    }),
    mfaOtpSearch: build.query<OtpSearchQuery['otpSearch'], OtpSearchQueryVariables>({
      query: (variables) => ({ document: OtpSearchDocument, variables }),
      transformResponse: (data: OtpSearchQuery) => data.otpSearch,
    }),
    rememberDevice: build.mutation<RememberDeviceMutation['rememberDevice'], RememberDeviceMutationVariables>({
      query: (variables) => ({ document: RememberDeviceDocument, variables }),
      transformResponse: (data: RememberDeviceMutation) => data.rememberDevice,
    }),
  }),
});
