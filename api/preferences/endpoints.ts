// The preferences page's read (message choices, message language, consents, with the consent words in the page's
// language) and its changes. Every change invalidates 'Preferences', so the page shows what was kept.
import { baseApi } from '../baseApi';
import {
  CommunicationPreferencesDocument,
  GiveConsentDocument,
  UpdateMessagePreferencesDocument,
  WithdrawConsentDocument,
  type CommunicationPreferencesQuery,
  type GiveConsentMutationVariables,
  type UpdateMessagePreferencesMutationVariables,
  type WithdrawConsentMutationVariables,
} from '../generated/graphql';

/** Null for a customer with no loan account yet. */
export type CommunicationPreferences = NonNullable<CommunicationPreferencesQuery['communicationPreferences']>;
export type MessageChoice = CommunicationPreferences['choices'][number];
export type ConsentState = CommunicationPreferences['sms'];
export type MessagePreferencesInput = UpdateMessagePreferencesMutationVariables['input'];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Preferences'] });

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    communicationPreferences: build.query<CommunicationPreferences | null, { language: string }>({
      query: (variables) => ({ document: CommunicationPreferencesDocument, variables }),
      transformResponse: (data: CommunicationPreferencesQuery) => data.communicationPreferences,
      providesTags: ['Preferences'],
    }),
    updateMessagePreferences: build.mutation<unknown, UpdateMessagePreferencesMutationVariables>({
      query: (variables) => ({ document: UpdateMessagePreferencesDocument, variables }),
      invalidatesTags: ['Preferences'],
    }),
    giveConsent: build.mutation<unknown, GiveConsentMutationVariables>({
      query: (variables) => ({ document: GiveConsentDocument, variables }),
      invalidatesTags: ['Preferences'],
    }),
    withdrawConsent: build.mutation<unknown, WithdrawConsentMutationVariables>({
      query: (variables) => ({ document: WithdrawConsentDocument, variables }),
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const {
  useCommunicationPreferencesQuery,
  useUpdateMessagePreferencesMutation,
  useGiveConsentMutation,
  useWithdrawConsentMutation,
} = preferencesApi;
