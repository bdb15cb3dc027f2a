// The account pages' reads (plain RTK Query hooks in the screens) and makePayment (called by the payment saga).
// Money is integer cents as the server sends it. A posted payment changes the loan, so the saga invalidates
// 'Account' once the listener reports the result.
import { baseApi } from '../baseApi';
import {
  AccountContactDetailsDocument,
  AccountDocumentsDocument,
  AccountSummaryDocument,
  CustomerLoansDocument,
  MakePaymentDocument,
  PaymentHistoryDocument,
  RequestContactChangeDocument,
  UpdateContactDetailsDocument,
  type AccountContactDetailsQuery,
  type AccountDocumentsQuery,
  type AccountSummaryQuery,
  type CustomerLoansQuery,
  type MakePaymentMutation,
  type MakePaymentMutationVariables,
  type PaymentHistoryQuery,
  type PaymentHistoryQueryVariables,
  type RequestContactChangeMutation,
  type RequestContactChangeMutationVariables,
  type UpdateContactDetailsMutation,
  type UpdateContactDetailsMutationVariables,
} from '../generated/graphql';

export type AccountSummary = AccountSummaryQuery['accountSummary'];
export type AccountLoan = NonNullable<AccountSummaryQuery['accountSummary']['loan']>;
export type AccountLoanListItem = CustomerLoansQuery['customerLoans'][number];
export type AccountPayment = MakePaymentMutation['makePayment'];
export type ContactDetails = AccountContactDetailsQuery['accountContactDetails'];
export type AccountDocument = AccountDocumentsQuery['accountDocuments'][number];
export type MakePaymentInput = MakePaymentMutationVariables['input'];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Account'] });

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSummary: build.query<AccountSummary, void>({
      query: () => ({ document: AccountSummaryDocument }),
      transformResponse: (data: AccountSummaryQuery) => data.accountSummary,
      providesTags: ['Account'],
    }),
    customerLoans: build.query<AccountLoanListItem[], void>({
      query: () => ({ document: CustomerLoansDocument }),
      transformResponse: (data: CustomerLoansQuery) => data.customerLoans,
      providesTags: ['Account'],
    }),
    paymentHistory: build.query<AccountPayment[], PaymentHistoryQueryVariables>({
      query: (variables) => ({ document: PaymentHistoryDocument, variables }),
      transformResponse: (data: PaymentHistoryQuery) => data.paymentHistory,
      providesTags: ['Account'],
    }),
    accountContactDetails: build.query<ContactDetails | null, void>({
      query: () => ({ document: AccountContactDetailsDocument }),
      transformResponse: (data: AccountContactDetailsQuery) => data.accountContactDetails,
      providesTags: ['Account'],
    }),
    accountDocuments: build.query<AccountDocument[], void>({
      query: () => ({ document: AccountDocumentsDocument }),
      transformResponse: (data: AccountDocumentsQuery) => data.accountDocuments,
    }),
    makePayment: build.mutation<AccountPayment, MakePaymentMutationVariables>({
      query: (variables) => ({ document: MakePaymentDocument, variables }),
      transformResponse: (data: MakePaymentMutation) => data.makePayment,
    }),
    requestContactChange: build.mutation<
      RequestContactChangeMutation['requestContactChange'],
      RequestContactChangeMutationVariables
    >({
      query: (variables) => ({ document: RequestContactChangeDocument, variables }),
      transformResponse: (data: RequestContactChangeMutation) => data.requestContactChange,
    }),
    updateContactDetails: build.mutation<
      UpdateContactDetailsMutation['updateContactDetails'],
      UpdateContactDetailsMutationVariables
    >({
      query: (variables) => ({ document: UpdateContactDetailsDocument, variables }),
      transformResponse: (data: UpdateContactDetailsMutation) => data.updateContactDetails,
    }),
  }),
});

export const {
  useAccountSummaryQuery,
  useCustomerLoansQuery,
  usePaymentHistoryQuery,
  useAccountContactDetailsQuery,
  useAccountDocumentsQuery,
} = accountApi;
