// The one RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` next to their .graphql
// documents; tag types are declared here so invalidation stays visible in one place.
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from './graphqlBaseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Customer', 'Application'],
  endpoints: () => ({}),
});
