// Re-checks before changes (server/graphql/resolvers/recheck.ts). Called by sagas/recheck.ts only; ending the other
// sessions is the security page's endpoint (./endpoints.ts), which the saga calls too.
import { baseApi } from '../baseApi';
import {
  AnswerRecheckDocument,
  StartRecheckDocument,
  type AnswerRecheckMutation,
  type AnswerRecheckMutationVariables,
  type StartRecheckMutation,
} from '../generated/graphql';

export type RecheckStarted = StartRecheckMutation['startRecheck'];

export const recheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startRecheck: build.mutation<RecheckStarted, void>({
      query: () => ({ document: StartRecheckDocument }),
      transformResponse: (data: StartRecheckMutation) => data.startRecheck,
    }),
    answerRecheck: build.mutation<AnswerRecheckMutation['answerRecheck'], AnswerRecheckMutationVariables>({
      query: (variables) => ({ document: AnswerRecheckDocument, variables }),
      transformResponse: (data: AnswerRecheckMutation) => data.answerRecheck,
    }),
  }),
});
