// Re-checks before changes and ending the customer's other sessions (server/graphql/resolvers/recheck.ts). Called by
// sagas/recheck.ts only.
import { baseApi } from '../baseApi';
import {
  AnswerRecheckDocument,
  EndOtherSessionsDocument,
  StartRecheckDocument,
  type AnswerRecheckMutation,
  type AnswerRecheckMutationVariables,
  type EndOtherSessionsMutation,
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
    endOtherSessions: build.mutation<EndOtherSessionsMutation['endOtherSessions'], void>({
      query: () => ({ document: EndOtherSessionsDocument }),
      transformResponse: (data: EndOtherSessionsMutation) => data.endOtherSessions,
    }),
  }),
});
