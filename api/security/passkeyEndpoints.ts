// The portal's part of the customer's passkeys (their names and last use), called by the passkeys saga, which merges
// them into the identity provider's list. The passkeys themselves are added, listed and removed through Amplify.
import { baseApi } from '../baseApi';
import {
  DeclinePasskeyOfferDocument,
  ForgetPasskeyNameDocument,
  PasskeyOfferDeclinedDocument,
  PasskeyLabelsDocument,
  RenamePasskeyDocument,
  type DeclinePasskeyOfferMutation,
  type ForgetPasskeyNameMutation,
  type ForgetPasskeyNameMutationVariables,
  type PasskeyLabelsQuery,
  type PasskeyOfferDeclinedQuery,
  type RenamePasskeyMutation,
  type RenamePasskeyMutationVariables,
} from '../generated/graphql';

export type PasskeyLabel = PasskeyLabelsQuery['passkeyLabels'][number];

export const passkeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passkeyLabels: build.query<PasskeyLabel[], void>({
      query: () => ({ document: PasskeyLabelsDocument }),
      transformResponse: (data: PasskeyLabelsQuery) => data.passkeyLabels,
    }),
    renamePasskey: build.mutation<PasskeyLabel, RenamePasskeyMutationVariables>({
      query: (variables) => ({ document: RenamePasskeyDocument, variables }),
      transformResponse: (data: RenamePasskeyMutation) => data.renamePasskey,
    }),
    forgetPasskeyName: build.mutation<boolean, ForgetPasskeyNameMutationVariables>({
      query: (variables) => ({ document: ForgetPasskeyNameDocument, variables }),
      transformResponse: (data: ForgetPasskeyNameMutation) => data.forgetPasskeyName,
    }),
    passkeyOfferDeclined: build.query<boolean, void>({
      query: () => ({ document: PasskeyOfferDeclinedDocument }),
      transformResponse: (data: PasskeyOfferDeclinedQuery) => data.passkeyOfferDeclined,
    }),
    declinePasskeyOffer: build.mutation<boolean, void>({
      query: () => ({ document: DeclinePasskeyOfferDocument }),
      transformResponse: (data: DeclinePasskeyOfferMutation) => data.declinePasskeyOffer,
    }),
  }),
});
