// The final steps' calls (otp, products, amount, identity): saves answer the whole application, so the step function
// decides what comes next; the identity check's status and today's date are plain reads for the screens.
import { baseApi } from '../../baseApi';
import {
  ApplicationOtpSearchDocument,
  OptOutOfIdentityCheckDocument,
  PhoneCheckUrlDocument,
  SaveLoanRequestDocument,
  SaveProductChoiceDocument,
  SearchIntellicheckVerificationDocument,
  SendApplicationOtpDocument,
  SubmitIdentityDocumentDocument,
  type ApplicationOtpSearchQuery,
  type ApplicationOtpSearchQueryVariables,
  type OptOutOfIdentityCheckMutation,
  type OptOutOfIdentityCheckMutationVariables,
  type PhoneCheckUrlQuery,
  type PhoneCheckUrlQueryVariables,
  type SaveLoanRequestMutation,
  type SaveLoanRequestMutationVariables,
  type SaveProductChoiceMutation,
  type SaveProductChoiceMutationVariables,
  type SearchIntellicheckVerificationQuery,
  type SearchIntellicheckVerificationQueryVariables,
  type SendApplicationOtpMutation,
  type SendApplicationOtpMutationVariables,
  type SubmitIdentityDocumentMutation,
  type SubmitIdentityDocumentMutationVariables,
} from '../../generated/graphql';
import type { Application } from '../endpoints';

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
    saveProductChoice: build.mutation<Application, SaveProductChoiceMutationVariables>({
      query: (variables) => ({ document: SaveProductChoiceDocument, variables }),
      transformResponse: (data: SaveProductChoiceMutation) => data.saveProductChoice,
    }),
    saveLoanRequest: build.mutation<Application, SaveLoanRequestMutationVariables>({
      query: (variables) => ({ document: SaveLoanRequestDocument, variables }),
      transformResponse: (data: SaveLoanRequestMutation) => data.saveLoanRequest,
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
    optOutOfIdentityCheck: build.mutation<Application, OptOutOfIdentityCheckMutationVariables>({
      query: (variables) => ({ document: OptOutOfIdentityCheckDocument, variables }),
      transformResponse: (data: OptOutOfIdentityCheckMutation) => data.optOutOfIdentityCheck,
    }),
    phoneCheckUrl: build.query<string, PhoneCheckUrlQueryVariables>({
      query: (variables) => ({ document: PhoneCheckUrlDocument, variables }),
      transformResponse: (data: PhoneCheckUrlQuery) => data.generateBokuEVURL,
    }),
  }),
});

export const { useSendApplicationOtpMutation, useSearchIntellicheckVerificationQuery, useLazyPhoneCheckUrlQuery } =
  finalStepsApi;
