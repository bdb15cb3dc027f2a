// Scheduled payments' read and writes, beside the account's endpoints (the same 'Account' tag): the payment screen
// schedules one, the history lists, changes and cancels them. A write changes what is left to pay and the history,
// so it invalidates the account's reads.
import {
  CancelScheduledPaymentDocument,
  ChangeScheduledPaymentDocument,
  SchedulePaymentDocument,
  ScheduledPaymentsDocument,
  type CancelScheduledPaymentMutation,
  type CancelScheduledPaymentMutationVariables,
  type ChangeScheduledPaymentMutation,
  type ChangeScheduledPaymentMutationVariables,
  type SchedulePaymentMutation,
  type SchedulePaymentMutationVariables,
  type ScheduledPaymentsQuery,
  type ScheduledPaymentsQueryVariables,
} from '../generated/graphql';
import { accountApi } from './endpoints';

export type LoanScheduledPayments = ScheduledPaymentsQuery['scheduledPayments'];
export type ScheduledPayment = LoanScheduledPayments['payments'][number];
export type SchedulePaymentInput = SchedulePaymentMutationVariables['input'];
export type ChangeScheduledPaymentInput = ChangeScheduledPaymentMutationVariables['input'];

export const scheduledApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    scheduledPayments: build.query<LoanScheduledPayments, ScheduledPaymentsQueryVariables>({
      query: (variables) => ({ document: ScheduledPaymentsDocument, variables }),
      transformResponse: (data: ScheduledPaymentsQuery) => data.scheduledPayments,
      providesTags: ['Account'],
    }),
    schedulePayment: build.mutation<ScheduledPayment, SchedulePaymentMutationVariables>({
      query: (variables) => ({ document: SchedulePaymentDocument, variables }),
      transformResponse: (data: SchedulePaymentMutation) => data.schedulePayment,
      invalidatesTags: ['Account'],
    }),
    changeScheduledPayment: build.mutation<ScheduledPayment, ChangeScheduledPaymentMutationVariables>({
      query: (variables) => ({ document: ChangeScheduledPaymentDocument, variables }),
      transformResponse: (data: ChangeScheduledPaymentMutation) => data.changeScheduledPayment,
      invalidatesTags: ['Account'],
    }),
    cancelScheduledPayment: build.mutation<ScheduledPayment, CancelScheduledPaymentMutationVariables>({
      query: (variables) => ({ document: CancelScheduledPaymentDocument, variables }),
      transformResponse: (data: CancelScheduledPaymentMutation) => data.cancelScheduledPayment,
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useScheduledPaymentsQuery,
  useSchedulePaymentMutation,
  useChangeScheduledPaymentMutation,
  useCancelScheduledPaymentMutation,
} = scheduledApi;
