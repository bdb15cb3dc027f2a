// Submitting and reading where a submitted application stands. The live changes come through the realtime listener
// (api/realtime/applicationListener.ts); these are the one-off reads and the submission.
import { baseApi } from '../../baseApi';
import {
  ApplicationDecisionDocument,
  SubmitApplicationDocument,
  type ApplicationDecisionFieldsFragment,
  type ApplicationDecisionQuery,
  type ApplicationDecisionQueryVariables,
  type SubmitApplicationMutation,
  type SubmitApplicationMutationVariables,
} from '../../generated/graphql';

export type ApplicationDecision = ApplicationDecisionFieldsFragment;

export const decisionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationDecision: build.query<ApplicationDecision | null, ApplicationDecisionQueryVariables>({
      query: (variables) => ({ document: ApplicationDecisionDocument, variables }),
      transformResponse: (data: ApplicationDecisionQuery) => data.application ?? null,
    }),
    submitApplication: build.mutation<ApplicationDecision, SubmitApplicationMutationVariables>({
      query: (variables) => ({ document: SubmitApplicationDocument, variables }),
      transformResponse: (data: SubmitApplicationMutation) => data.submitApplication,
    }),
  }),
});

export const { useApplicationDecisionQuery } = decisionApi;
