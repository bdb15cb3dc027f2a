// Admin "auth as": a CSR chooses the customer to act as.
import { baseApi } from '../baseApi';
import { AdminAuthAsDocument, type AdminAuthAsMutation, type AdminAuthAsMutationVariables } from '../generated/graphql';

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuthAs: build.mutation<string, AdminAuthAsMutationVariables>({
      query: (variables) => ({ document: AdminAuthAsDocument, variables }),
      transformResponse: (data: AdminAuthAsMutation) => data.adminAuthAs,
    }),
  }),
});
