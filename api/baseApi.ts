// The one RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` next to their .graphql
// documents; tag types are declared here so invalidation stays visible in one place. `ApplicationState` is the
// submitted application's state, which the server changes on its own (the decision worker): the realtime listener
// invalidates it when a change is pushed, so a screen showing it (e-sign, thank-you) never shows a state gone by.
import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from './graphqlBaseQuery';
import { API_REDUCER_PATH } from './reducerPath';

export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: graphqlBaseQuery,
  tagTypes: ['ApplicationState'],
  endpoints: () => ({}),
});
