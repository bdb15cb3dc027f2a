// The final steps' calls that are not plain saves (the texted code, the identity document and check, today's date):
// the product, the amount and the opt-out save through the application's one step save (saveApplicationStep).
import { baseApi } from '../../baseApi';
import {
  ApplicationOtpSearchDocument,
  PhoneCheckUrlDocument,
  SearchIntellicheckVerificationDocument,
  SendApplicationOtpDocument,
  SubmitIdentityDocumentDocument,
  type ApplicationOtpSearchQuery,
  type ApplicationOtpSearchQueryVariables,
  type PhoneCheckUrlQuery,
  type PhoneCheckUrlQueryVariables,
  type SearchIntellicheckVerificationQuery,
  type SearchIntellicheckVerificationQueryVariables,
  type SendApplicationOtpMutation,
  type SendApplicationOtpMutationVariables,
  type SubmitIdentityDocumentMutation,
  type SubmitIdentityDocumentMutationVariables,
} from '../../generated/graphql';

export type IdentityVerification = NonNullable<SearchIntellicheckVerificationQuery['searchIntellicheckVerification']>;

export const finalStepsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendApplicationOtp: build.mutation<SendApplicationOtpMutation['sendOtp'], SendApplicationOtpMutationVariables>({
      query: (variables) => ({ document: SendApplicationOtpDocument, variables }),
      transformResponse: (data: SendApplicationOtpMutation) => data.sendOtp,
    }),
    applicationOtpSearch: build.query<
      ApplicationOtpSearchQuery['otpSearch']['result'],
      ApplicationOtpSearchQueryVariables
    >({
      query: (variables) => ({ document: ApplicationOtpSearchDocument, variables }),
      transformResponse: (data: ApplicationOtpSearchQuery) => data.otpSearch.result,
    }),
    submitIdentityDocument: build.mutation<
      SubmitIdentityDocumentMutation['submitIdentityDocument'],
      SubmitIdentityDocumentMutationVariables
    >({
      query: (variables) => ({ document: SubmitIdentityDocumentDocument, variables }),
      transformResponse: (data: SubmitIdentityDocumentMutation) => data.submitIdentityDocument,
    }),
    searchIntellicheckVerification: build.query<
      IdentityVerification | null,
      SearchIntellicheckVerificationQueryVariables
    >({
      query: (variables) => ({ document: SearchIntellicheckVerificationDocument, variables }),
      transformResponse: (data: SearchIntellicheckVerificationQuery) => data.searchIntellicheckVerification ?? null,
    }),
    phoneCheckUrl: build.query<string, PhoneCheckUrlQueryVariables>({
      query: (variables) => ({ document: PhoneCheckUrlDocument, variables }),
      transformResponse: (data: PhoneCheckUrlQuery) => data.generateBokuEVURL,
    }),
  }),
});

export const { useSendApplicationOtpMutation, useSearchIntellicheckVerificationQuery, useLazyPhoneCheckUrlQuery } =
  finalStepsApi;
