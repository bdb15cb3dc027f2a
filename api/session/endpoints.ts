// Session-end reporting: the inactivity prompt tells the server how a session ended.
import type { ApiError } from '../errors';
import { baseApi } from '../baseApi';
import {
  TimeoutExpireActionDocument,
  type TimeoutExpireActionMutation,
  type TimeoutExpireActionMutationVariables,
} from '../generated/graphql';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    timeoutExpireAction: build.mutation<
      TimeoutExpireActionMutation['timeoutExpireAction'],
      TimeoutExpireActionMutationVariables
    >({
      query: (variables) => ({ document: TimeoutExpireActionDocument, variables }),
      transformResponse: (data: TimeoutExpireActionMutation) => data.timeoutExpireAction,
      // The report is made on the way out: whatever it answers, the logout goes on, so the redirect saga must not
      // act on it (an expired token or NOT_IMPLEMENTED would otherwise send the user to /login or /error mid-logout).
      transformErrorResponse: (error: ApiError): ApiError => ({ ...error, quiet: true }),
    }),
  }),
});
