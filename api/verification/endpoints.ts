// Code verification (e-mailed codes; sendOtp/otpSearch for texted codes): one set of calls for every use. Each takes
// the owner of the code, an mfaId (multi-factor) or an enrollmentId (enrollment).
import { baseApi } from '../baseApi';
import {
  EmailResendCodeDocument,
  OtpSearchDocument,
  SearchEmailVerificationDocument,
  SendOtpDocument,
  ValidateEmailVerificationCodeDocument,
  type EmailResendCodeMutation,
  type EmailResendCodeMutationVariables,
  type OtpSearchQuery,
  type OtpSearchQueryVariables,
  type SearchEmailVerificationQuery,
  type SearchEmailVerificationQueryVariables,
  type SendOtpMutation,
  type SendOtpMutationVariables,
  type ValidateEmailVerificationCodeMutation,
  type ValidateEmailVerificationCodeMutationVariables,
} from '../generated/graphql';

export type EmailVerification = SearchEmailVerificationQuery['searchEmailVerification'];
export type EmailCodeVerdict = ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'];
export type EmailCodeResent = EmailResendCodeMutation['emailResendCode'];
export type TextedCodeSent = SendOtpMutation['sendOtp'];
export type TextedCodeVerdict = OtpSearchQuery['otpSearch'];

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchEmailVerification: build.query<EmailVerification, SearchEmailVerificationQueryVariables>({
      query: (variables) => ({ document: SearchEmailVerificationDocument, variables }),
      transformResponse: (data: SearchEmailVerificationQuery) => data.searchEmailVerification,
    }),
    validateEmailVerificationCode: build.mutation<EmailCodeVerdict, ValidateEmailVerificationCodeMutationVariables>({
      query: (variables) => ({ document: ValidateEmailVerificationCodeDocument, variables }),
      transformResponse: (data: ValidateEmailVerificationCodeMutation) => data.validateEmailVerificationCode,
    }),
    emailResendCode: build.mutation<EmailCodeResent, EmailResendCodeMutationVariables>({
      query: (variables) => ({ document: EmailResendCodeDocument, variables }),
      transformResponse: (data: EmailResendCodeMutation) => data.emailResendCode,
    }),
    sendOtp: build.mutation<TextedCodeSent, SendOtpMutationVariables>({
      query: (variables) => ({ document: SendOtpDocument, variables }),
      transformResponse: (data: SendOtpMutation) => data.sendOtp,
    }),
    otpSearch: build.query<TextedCodeVerdict, OtpSearchQueryVariables>({
      query: (variables) => ({ document: OtpSearchDocument, variables }),
      transformResponse: (data: OtpSearchQuery) => data.otpSearch,
    }),
  }),
});
