// Autopay's read and changes beside the account's (plain RTK Query hooks in the autopay section and dialog). Each
// change invalidates the read, so the section shows the state the server answers next.
import { baseApi } from '../../baseApi';
import {
  LoanAutopayDocument,
  SkipAutopayDebitDocument,
  TurnOffAutopayDocument,
  TurnOnAutopayDocument,
  type AutopayFieldsFragment,
  type LoanAutopayQuery,
  type SkipAutopayDebitMutation,
  type SkipAutopayDebitMutationVariables,
  type TurnOffAutopayMutation,
  type TurnOffAutopayMutationVariables,
  type TurnOnAutopayMutation,
  type TurnOnAutopayMutationVariables,
} from '../../generated/graphql';

export type LoanAutopay = AutopayFieldsFragment;
export type TurnOnAutopayInput = TurnOnAutopayMutationVariables['input'];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Autopay'] });

export const autopayApi = api.injectEndpoints({
  endpoints: (build) => ({
    loanAutopay: build.query<LoanAutopay | null, void>({
      query: () => ({ document: LoanAutopayDocument }),
      transformResponse: (data: LoanAutopayQuery) => data.accountSummary.loan?.autopay ?? null,
      providesTags: ['Autopay'],
    }),
    turnOnAutopay: build.mutation<LoanAutopay, TurnOnAutopayMutationVariables>({
      query: (variables) => ({ document: TurnOnAutopayDocument, variables }),
      transformResponse: (data: TurnOnAutopayMutation) => data.turnOnAutopay,
      invalidatesTags: ['Autopay'],
    }),
    turnOffAutopay: build.mutation<LoanAutopay, TurnOffAutopayMutationVariables>({
      query: (variables) => ({ document: TurnOffAutopayDocument, variables }),
      transformResponse: (data: TurnOffAutopayMutation) => data.turnOffAutopay,
      invalidatesTags: ['Autopay'],
    }),
    skipAutopayDebit: build.mutation<LoanAutopay, SkipAutopayDebitMutationVariables>({
      query: (variables) => ({ document: SkipAutopayDebitDocument, variables }),
      transformResponse: (data: SkipAutopayDebitMutation) => data.skipAutopayDebit,
      invalidatesTags: ['Autopay'],
    }),
  }),
});

export const { useLoanAutopayQuery, useTurnOnAutopayMutation, useTurnOffAutopayMutation, useSkipAutopayDebitMutation } =
  autopayApi;
