// Multi-factor and e-mail code verification (spec 000 section 7, spec 001 "Email code verification").
import { baseApi } from '../baseApi';
import {
  EmailResendCodeDocument,
  RememberDeviceDocument,
  SearchEmailVerificationDocument,
  StartMfaDocument,
  ValidateEmailVerificationCodeDocument,
  type EmailResendCodeMutation,
  type EmailResendCodeMutationVariables,
  type RememberDeviceMutation,
  type RememberDeviceMutationVariables,
  type SearchEmailVerificationQuery,
  type SearchEmailVerificationQueryVariables,
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
    rememberDevice: build.mutation<RememberDeviceMutation['rememberDevice'], RememberDeviceMutationVariables>({
      query: (variables) => ({ document: RememberDeviceDocument, variables }),
      transformResponse: (data: RememberDeviceMutation) => data.rememberDevice,
    }),
  }),
});
