// Multi-factor: how this device must prove itself, and remembering it afterwards. The codes themselves go through
// api/verification.
import { baseApi } from '../baseApi';
import {
  RememberDeviceDocument,
  StartMfaDocument,
  type RememberDeviceMutation,
  type RememberDeviceMutationVariables,
  type StartMfaMutation,
  type StartMfaMutationVariables,
} from '../generated/graphql';

export type MfaChallengeAnswer = StartMfaMutation['startMfa'];

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startMfa: build.mutation<MfaChallengeAnswer, StartMfaMutationVariables>({
      query: (variables) => ({ document: StartMfaDocument, variables }),
      transformResponse: (data: StartMfaMutation) => data.startMfa,
    }),
    rememberDevice: build.mutation<RememberDeviceMutation['rememberDevice'], RememberDeviceMutationVariables>({
      query: (variables) => ({ document: RememberDeviceDocument, variables }),
      transformResponse: (data: RememberDeviceMutation) => data.rememberDevice,
    }),
  }),
});
