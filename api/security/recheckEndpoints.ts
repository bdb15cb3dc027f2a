// Re-checks before changes (server/graphql/resolvers/recheck.ts). Called by sagas/recheck.ts only; ending the other
// sessions is the security page's endpoint (./endpoints.ts), which the saga calls too.
import { baseApi } from '../baseApi';
import {
  AnswerRecheckDocument,
  RecheckPasskeyOptionsDocument,
  SendRecheckCodeDocument,
  StartRecheckDocument,
  type AnswerRecheckMutation,
  type AnswerRecheckMutationVariables,
  type RecheckPasskeyOptionsMutation,
  type SendRecheckCodeMutation,
  type StartRecheckMutation,
} from '../generated/graphql';

export type RecheckStarted = StartRecheckMutation['startRecheck'];

export const recheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startRecheck: build.mutation<RecheckStarted, void>({
      query: () => ({ document: StartRecheckDocument }),
      transformResponse: (data: StartRecheckMutation) => data.startRecheck,
    }),
    sendRecheckCode: build.mutation<SendRecheckCodeMutation['sendRecheckCode'], { recheckId: string }>({
      query: (variables) => ({ document: SendRecheckCodeDocument, variables }),
      transformResponse: (data: SendRecheckCodeMutation) => data.sendRecheckCode,
    }),
    recheckPasskeyOptions: build.mutation<string, { recheckId: string }>({
      query: (variables) => ({ document: RecheckPasskeyOptionsDocument, variables }),
      transformResponse: (data: RecheckPasskeyOptionsMutation) => data.recheckPasskeyOptions.options,
    }),
    answerRecheck: build.mutation<AnswerRecheckMutation['answerRecheck'], AnswerRecheckMutationVariables>({
      query: (variables) => ({ document: AnswerRecheckDocument, variables }),
      transformResponse: (data: AnswerRecheckMutation) => data.answerRecheck,
    }),
  }),
});
