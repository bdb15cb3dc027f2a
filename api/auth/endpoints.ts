// Sign-in look-ups (spec 000 section 7), wrapping the generated documents in api/auth/*.graphql.
import { baseApi } from '../baseApi';
import {
  CustomerSystemSearchDocument,
  OpenApplicationDocument,
  SkipResumeApplicationDocument,
  type CustomerSystemSearchQuery,
  type OpenApplicationQuery,
  type OpenApplicationQueryVariables,
  type SkipResumeApplicationQuery,
  type SkipResumeApplicationQueryVariables,
} from '../generated/graphql';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    customerSystemSearch: build.query<CustomerSystemSearchQuery['customerSystemSearch'], void>({
      query: () => ({ document: CustomerSystemSearchDocument }),
      transformResponse: (data: CustomerSystemSearchQuery) => data.customerSystemSearch,
      providesTags: ['Customer'],
    }),
    skipResumeApplication: build.query<boolean, SkipResumeApplicationQueryVariables>({
      query: (variables) => ({ document: SkipResumeApplicationDocument, variables }),
      transformResponse: (data: SkipResumeApplicationQuery) => data.skipResumeApplication,
      providesTags: ['Application'],
    }),
    openApplication: build.query<OpenApplicationQuery['openApplication'], OpenApplicationQueryVariables>({
      query: (variables) => ({ document: OpenApplicationDocument, variables }),
      transformResponse: (data: OpenApplicationQuery) => data.openApplication,
      providesTags: ['Application'],
    }),
  }),
});
