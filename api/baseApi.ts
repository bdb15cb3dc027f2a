// The one RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` next to their .graphql
// documents; tag types are declared here so invalidation stays visible in one place (none yet: nothing the portal
// reads is changed by another of its calls so far; the application and account issues add theirs here).
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from './graphqlBaseQuery';
import { API_REDUCER_PATH } from './reducerPath';

export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: graphqlBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
