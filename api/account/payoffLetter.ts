// The payoff letter's calls: the days and loans a letter may be asked for, and the request that writes one. The
// documents page calls them with plain RTK Query hooks; a letter written joins the account's documents, which the
// page reads again.
import { baseApi } from '../baseApi';
import * as operations from '../generated/graphql';

type OptionsAnswer = operations.PayoffLetterOptionsQuery;
type RequestAnswer = operations.RequestPayoffLetterMutation;

export type PayoffLetterOptions = OptionsAnswer['payoffLetterOptions'];
export type PayoffLetter = RequestAnswer['requestPayoffLetter'];

export const payoffLetterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    payoffLetterOptions: build.query<PayoffLetterOptions, void>({
      query: () => ({ document: operations.PayoffLetterOptionsDocument }),
      transformResponse: (data: OptionsAnswer) => data.payoffLetterOptions,
    }),
    requestPayoffLetter: build.mutation<PayoffLetter, operations.RequestPayoffLetterMutationVariables>({
      query: (variables) => ({ document: operations.RequestPayoffLetterDocument, variables }),
      transformResponse: (data: RequestAnswer) => data.requestPayoffLetter,
    }),
  }),
});

export const { usePayoffLetterOptionsQuery, useRequestPayoffLetterMutation } = payoffLetterApi;
