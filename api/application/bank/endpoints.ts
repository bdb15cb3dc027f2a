// The bank step's calls: Link tokens, the public-token exchange, the bank save and the bank verification. The two reads
// (the linked accounts after a reload, the verification) are plain queries the screens use; sagas/application/bank.ts
// calls the mutations and writes their answers into the same cache entries.
import { baseApi } from '../../baseApi';
import {
  CreatePlaidTokenDocument,
  InitializePlaidConnectionDocument,
  LinkedBankAccountsDocument,
  SaveBankInformationDocument,
  SaveDecisionBankVerificationDocument,
  SearchBankVerificationDocument,
  type BankAccountFieldsFragment,
  type BankVerificationFieldsFragment,
  type CreatePlaidTokenMutation,
  type CreatePlaidTokenMutationVariables,
  type InitializePlaidConnectionMutation,
  type InitializePlaidConnectionMutationVariables,
  type LinkedBankAccountsQuery,
  type LinkedBankAccountsQueryVariables,
  type SaveBankInformationMutation,
  type SaveBankInformationMutationVariables,
  type SaveDecisionBankVerificationMutation,
  type SaveDecisionBankVerificationMutationVariables,
  type SearchBankVerificationQuery,
  type SearchBankVerificationQueryVariables,
} from '../../generated/graphql';
import type { Application } from '../endpoints';

export type LinkedBankAccount = BankAccountFieldsFragment;
export type BankVerification = BankVerificationFieldsFragment;
export type LinkToken = CreatePlaidTokenMutation['createPlaidToken'];
export type BankConnection = InitializePlaidConnectionMutation['initializePlaidConnection'];

export const bankApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createPlaidToken: build.mutation<LinkToken, CreatePlaidTokenMutationVariables>({
      query: (variables) => ({ document: CreatePlaidTokenDocument, variables }),
      transformResponse: (data: CreatePlaidTokenMutation) => data.createPlaidToken,
    }),
    initializePlaidConnection: build.mutation<BankConnection, InitializePlaidConnectionMutationVariables>({
      query: (variables) => ({ document: InitializePlaidConnectionDocument, variables }),
      transformResponse: (data: InitializePlaidConnectionMutation) => data.initializePlaidConnection,
    }),
    linkedBankAccounts: build.query<LinkedBankAccount[], LinkedBankAccountsQueryVariables>({
      query: (variables) => ({ document: LinkedBankAccountsDocument, variables }),
      transformResponse: (data: LinkedBankAccountsQuery) => data.linkedBankAccounts,
    }),
    saveBankInformation: build.mutation<Application, SaveBankInformationMutationVariables>({
      query: (variables) => ({ document: SaveBankInformationDocument, variables }),
      transformResponse: (data: SaveBankInformationMutation) => data.saveBankInformation,
    }),
    searchBankVerification: build.query<BankVerification | null, SearchBankVerificationQueryVariables>({
      query: (variables) => ({ document: SearchBankVerificationDocument, variables }),
      transformResponse: (data: SearchBankVerificationQuery) => data.searchBankVerification ?? null,
    }),
    saveDecisionBankVerification: build.mutation<BankVerification, SaveDecisionBankVerificationMutationVariables>({
      query: (variables) => ({ document: SaveDecisionBankVerificationDocument, variables }),
      transformResponse: (data: SaveDecisionBankVerificationMutation) => data.saveDecisionBankVerification,
    }),
  }),
});

export const { useLinkedBankAccountsQuery, useSearchBankVerificationQuery } = bankApi;
