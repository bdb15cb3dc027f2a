// After the decision: the reads the e-sign, thank-you and adverse-action screens make (plain queries in the screens),
// and the mutations the after-decision saga and the conversion-denial dialog call. Money is integer cents as the server
// sends it; getCurrentDate is the one "today" the client trusts.
import { baseApi } from '../../baseApi';
import {
  AdverseActionNoticeDocument,
  ApplicationStateDocument,
  CloneApprovedLeadApplicationDocument,
  CreateConversionDenialDocument,
  EsignApplicationDocument,
  GetAdverseActionDetailDocument,
  GetAnotherOptionDetailDocument,
  GetCurrentDateDocument,
  GetFundsTimingDocument,
  GetInitialLoanDetailsDocument,
  LoanAgreementDocument,
  SignedDocumentsDocument,
  type AdverseActionNoticeQuery,
  type AdverseActionNoticeQueryVariables,
  type ApplicationStateQuery,
  type ApplicationStateQueryVariables,
  type CloneApprovedLeadApplicationMutation,
  type CloneApprovedLeadApplicationMutationVariables,
  type CreateConversionDenialMutation,
  type CreateConversionDenialMutationVariables,
  type EsignApplicationMutation,
  type EsignApplicationMutationVariables,
  type GetAdverseActionDetailQuery,
  type GetAdverseActionDetailQueryVariables,
  type GetAnotherOptionDetailQuery,
  type GetAnotherOptionDetailQueryVariables,
  type GetCurrentDateQuery,
  type GetFundsTimingQuery,
  type GetFundsTimingQueryVariables,
  type GetInitialLoanDetailsQuery,
  type GetInitialLoanDetailsQueryVariables,
  type LoanAgreementQuery,
  type LoanAgreementQueryVariables,
  type SignedDocumentsQuery,
  type SignedDocumentsQueryVariables,
} from '../../generated/graphql';
import type { Application } from '../endpoints';

export type EsignState = NonNullable<ApplicationStateQuery['applicationState']>;
export type LoanDetails = NonNullable<GetInitialLoanDetailsQuery['getInitialLoanDetails']>;
export type FundsTiming = GetFundsTimingQuery['getFundsTiming'];
export type SignedDocument = SignedDocumentsQuery['signedDocuments'][number];
export type AdverseNotice = AdverseActionNoticeQuery['adverseActionNotice'];
export type LoanAgreement = LoanAgreementQuery['loanAgreement'];

export const afterDecisionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentDate: build.query<string, void>({
      query: () => ({ document: GetCurrentDateDocument }),
      transformResponse: (data: GetCurrentDateQuery) => data.getCurrentDate,
    }),
    applicationState: build.query<EsignState | null, ApplicationStateQueryVariables>({
      query: (variables) => ({ document: ApplicationStateDocument, variables }),
      transformResponse: (data: ApplicationStateQuery) => data.applicationState ?? null,
      providesTags: (_result, _error, { id }) => [{ type: 'ApplicationState', id }],
    }),
    getInitialLoanDetails: build.query<LoanDetails | null, GetInitialLoanDetailsQueryVariables>({
      query: (variables) => ({ document: GetInitialLoanDetailsDocument, variables }),
      transformResponse: (data: GetInitialLoanDetailsQuery) => data.getInitialLoanDetails ?? null,
    }),
    getFundsTiming: build.query<FundsTiming, GetFundsTimingQueryVariables>({
      query: (variables) => ({ document: GetFundsTimingDocument, variables }),
      transformResponse: (data: GetFundsTimingQuery) => data.getFundsTiming,
    }),
    signedDocuments: build.query<SignedDocument[], SignedDocumentsQueryVariables>({
      query: (variables) => ({ document: SignedDocumentsDocument, variables }),
      transformResponse: (data: SignedDocumentsQuery) => data.signedDocuments,
    }),
    loanAgreement: build.query<LoanAgreement, LoanAgreementQueryVariables>({
      query: (variables) => ({ document: LoanAgreementDocument, variables }),
      transformResponse: (data: LoanAgreementQuery) => data.loanAgreement,
    }),
    getAdverseActionDetail: build.query<boolean, GetAdverseActionDetailQueryVariables>({
      query: (variables) => ({ document: GetAdverseActionDetailDocument, variables }),
      transformResponse: (data: GetAdverseActionDetailQuery) => data.getAdverseActionDetail.hasRetailStores,
    }),
    getAnotherOptionDetail: build.query<boolean, GetAnotherOptionDetailQueryVariables>({
      query: (variables) => ({ document: GetAnotherOptionDetailDocument, variables }),
      transformResponse: (data: GetAnotherOptionDetailQuery) => data.getAnotherOptionDetail.anotherOptionAvailable,
    }),
    adverseActionNotice: build.query<AdverseNotice, AdverseActionNoticeQueryVariables>({
      query: (variables) => ({ document: AdverseActionNoticeDocument, variables }),
      transformResponse: (data: AdverseActionNoticeQuery) => data.adverseActionNotice,
    }),
    createConversionDenial: build.mutation<
      CreateConversionDenialMutation['createConversionDenial'],
      CreateConversionDenialMutationVariables
    >({
      query: (variables) => ({ document: CreateConversionDenialDocument, variables }),
      transformResponse: (data: CreateConversionDenialMutation) => data.createConversionDenial,
    }),
    cloneApprovedLeadApplication: build.mutation<Application, CloneApprovedLeadApplicationMutationVariables>({
      query: (variables) => ({ document: CloneApprovedLeadApplicationDocument, variables }),
      transformResponse: (data: CloneApprovedLeadApplicationMutation) => data.cloneApprovedLeadApplication,
    }),
    esignApplication: build.mutation<Application, EsignApplicationMutationVariables>({
      query: (variables) => ({ document: EsignApplicationDocument, variables }),
      transformResponse: (data: EsignApplicationMutation) => data.esignApplication,
    }),
  }),
});

export const {
  useGetCurrentDateQuery,
  useApplicationStateQuery,
  useGetInitialLoanDetailsQuery,
  useGetFundsTimingQuery,
  useSignedDocumentsQuery,
  useLoanAgreementQuery,
  useGetAdverseActionDetailQuery,
  useGetAnotherOptionDetailQuery,
  useAdverseActionNoticeQuery,
  useCreateConversionDenialMutation,
} = afterDecisionApi;
