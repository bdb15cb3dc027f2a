// Loan conversion and refinance: the offers and details the screens read, and the mutations the conversion saga calls
// (sagas/conversion). Money is integer cents as the server sends it.
import { baseApi } from '../baseApi';
import {
  ConversionOffersDocument,
  ConvertLoanDetailsDocument,
  EsignConversionDocument,
  LoanConversionDocument,
  LoanSystemCodesDocument,
  PreliminaryUnderwritingDocument,
  RefinanceDetailsDocument,
  SaveConversionChoiceDocument,
  type ConversionOffersQuery,
  type ConversionOffersQueryVariables,
  type ConvertLoanDetailsQuery,
  type ConvertLoanDetailsQueryVariables,
  type EsignConversionMutation,
  type EsignConversionMutationVariables,
  type LoanConversionFieldsFragment,
  type LoanConversionQuery,
  type LoanConversionQueryVariables,
  type LoanSystemCodesQuery,
  type PreliminaryUnderwritingMutation,
  type PreliminaryUnderwritingMutationVariables,
  type RefinanceDetailsQuery,
  type RefinanceDetailsQueryVariables,
  type SaveConversionChoiceMutation,
  type SaveConversionChoiceMutationVariables,
} from '../generated/graphql';

export type ConvertDetails = NonNullable<ConvertLoanDetailsQuery['convertLoanDetails']>;
export type RefinanceDetails = NonNullable<RefinanceDetailsQuery['refinanceDetails']>;
export type LoanConversion = LoanConversionFieldsFragment;

export const conversionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loanSystemCodes: build.query<LoanSystemCodesQuery['loanSystemCodes'], void>({
      query: () => ({ document: LoanSystemCodesDocument }),
      transformResponse: (data: LoanSystemCodesQuery) => data.loanSystemCodes,
    }),
    conversionOffers: build.query<ConversionOffersQuery['conversionOffers'], ConversionOffersQueryVariables>({
      query: (variables) => ({ document: ConversionOffersDocument, variables }),
      transformResponse: (data: ConversionOffersQuery) => data.conversionOffers,
    }),
    convertLoanDetails: build.query<ConvertDetails | null, ConvertLoanDetailsQueryVariables>({
      query: (variables) => ({ document: ConvertLoanDetailsDocument, variables }),
      transformResponse: (data: ConvertLoanDetailsQuery) => data.convertLoanDetails ?? null,
    }),
    refinanceDetails: build.query<RefinanceDetails | null, RefinanceDetailsQueryVariables>({
      query: (variables) => ({ document: RefinanceDetailsDocument, variables }),
      transformResponse: (data: RefinanceDetailsQuery) => data.refinanceDetails ?? null,
    }),
    loanConversion: build.query<LoanConversion, LoanConversionQueryVariables>({
      query: (variables) => ({ document: LoanConversionDocument, variables }),
      transformResponse: (data: LoanConversionQuery) => data.loanConversion,
    }),
    preliminaryUnderwriting: build.mutation<
      PreliminaryUnderwritingMutation['preliminaryUnderwriting'],
      PreliminaryUnderwritingMutationVariables
    >({
      query: (variables) => ({ document: PreliminaryUnderwritingDocument, variables }),
      transformResponse: (data: PreliminaryUnderwritingMutation) => data.preliminaryUnderwriting,
    }),
    saveConversionChoice: build.mutation<LoanConversion, SaveConversionChoiceMutationVariables>({
      query: (variables) => ({ document: SaveConversionChoiceDocument, variables }),
      transformResponse: (data: SaveConversionChoiceMutation) => data.saveConversionChoice,
    }),
    esignConversion: build.mutation<LoanConversion, EsignConversionMutationVariables>({
      query: (variables) => ({ document: EsignConversionDocument, variables }),
      transformResponse: (data: EsignConversionMutation) => data.esignConversion,
    }),
  }),
});

export const {
  useLoanSystemCodesQuery,
  useConversionOffersQuery,
  useConvertLoanDetailsQuery,
  useRefinanceDetailsQuery,
  useLoanConversionQuery,
} = conversionApi;
