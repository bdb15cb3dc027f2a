// Sign-in look-ups, wrapping the generated documents in api/auth/*.graphql.
import { baseApi } from '../baseApi';
import {
  CustomerSystemSearchDocument,
  SkipResumeApplicationDocument,
  type CustomerSystemSearchQuery,
  type SkipResumeApplicationQuery,
  type SkipResumeApplicationQueryVariables,
} from '../generated/graphql';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    customerSystemSearch: build.query<CustomerSystemSearchQuery['customerSystemSearch'], void>({
      query: () => ({ document: CustomerSystemSearchDocument }),
      transformResponse: (data: CustomerSystemSearchQuery) => data.customerSystemSearch,
    }),
    skipResumeApplication: build.query<boolean, SkipResumeApplicationQueryVariables>({
      query: (variables) => ({ document: SkipResumeApplicationDocument, variables }),
      transformResponse: (data: SkipResumeApplicationQuery) => data.skipResumeApplication,
    }),
  }),
});
