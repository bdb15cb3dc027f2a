// The bank accounts a customer links through Link to pay from (plain RTK Query hooks in the autopay section). Linking
// one refreshes the list. The Link token is answered to the caller only, never cached or kept in a URL.
import { baseApi } from '../../baseApi';
import {
  CreatePaymentAccountLinkTokenDocument,
  LinkedPaymentAccountsDocument,
  LinkPaymentAccountDocument,
  type CreatePaymentAccountLinkTokenMutation,
  type CreatePaymentAccountLinkTokenMutationVariables,
  type LinkedPaymentAccountsQuery,
  type LinkPaymentAccountMutation,
  type LinkPaymentAccountMutationVariables,
  type PaymentAccountFieldsFragment,
} from '../../generated/graphql';

export type PaymentAccount = PaymentAccountFieldsFragment;
export type PaymentAccountLinkToken = CreatePaymentAccountLinkTokenMutation['createPaymentAccountLinkToken'];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PaymentAccounts'] });

export const paymentAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    linkedPaymentAccounts: build.query<PaymentAccount[], void>({
      query: () => ({ document: LinkedPaymentAccountsDocument }),
      transformResponse: (data: LinkedPaymentAccountsQuery) => data.accountSummary.loan?.linkedPaymentAccounts ?? [],
      providesTags: ['PaymentAccounts'],
    }),
    createPaymentAccountLinkToken: build.mutation<
      PaymentAccountLinkToken,
      CreatePaymentAccountLinkTokenMutationVariables
    >({
      query: (variables) => ({ document: CreatePaymentAccountLinkTokenDocument, variables }),
      transformResponse: (data: CreatePaymentAccountLinkTokenMutation) => data.createPaymentAccountLinkToken,
    }),
    linkPaymentAccount: build.mutation<PaymentAccount[], LinkPaymentAccountMutationVariables>({
      query: (variables) => ({ document: LinkPaymentAccountDocument, variables }),
      transformResponse: (data: LinkPaymentAccountMutation) => data.linkPaymentAccount,
      invalidatesTags: ['PaymentAccounts'],
    }),
  }),
});

export const {
  useLinkedPaymentAccountsQuery,
  useCreatePaymentAccountLinkTokenMutation,
  useLinkPaymentAccountMutation,
} = paymentAccountsApi;
