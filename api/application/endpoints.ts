// The application flow: each save answers the whole application, so the step function
// (src/features/application/steps.ts) decides the next screen from what the server now holds. Reads the screens need
// (products, state ID patterns, help links) are plain queries; the multi-step work calls the mutations from
// sagas/application.
import { baseApi } from '../baseApi';
import {
  ApplicationDocument,
  CloneApplicationBaseDocument,
  ConvertApplicationTypeToConversionDocument,
  CreateApplicationDocument,
  CustomerSsnSearchDocument,
  CreateReturningApplicationDocument,
  GetCustomerProductAvailabilityDocument,
  GetLearningCenterLinksDocument,
  GetProductAvailabilityDocument,
  GetStateIdPatternsDocument,
  PrepareForEnrollmentDocument,
  SaveLoanApplicationProgressDocument,
  SavePersonalInformationDocument,
  SaveUserInformationDocument,
  StatesForZipcodeDocument,
  UnsubmittedApplicationDocument,
  ValidateOriginalLoanDetailsDocument,
  WithdrawApplicationDocument,
  type ApplicationFieldsFragment,
  type ApplicationQuery,
  type ApplicationQueryVariables,
  type CloneApplicationBaseMutation,
  type CloneApplicationBaseMutationVariables,
  type ConvertApplicationTypeToConversionMutation,
  type ConvertApplicationTypeToConversionMutationVariables,
  type CreateApplicationMutation,
  type CreateApplicationMutationVariables,
  type CreateReturningApplicationMutation,
  type CreateReturningApplicationMutationVariables,
  type CustomerSsnSearchMutation,
  type CustomerSsnSearchMutationVariables,
  type GetCustomerProductAvailabilityQuery,
  type GetCustomerProductAvailabilityQueryVariables,
  type GetLearningCenterLinksQuery,
  type GetProductAvailabilityQuery,
  type GetProductAvailabilityQueryVariables,
  type GetStateIdPatternsQuery,
  type GetStateIdPatternsQueryVariables,
  type PrepareForEnrollmentMutation,
  type PrepareForEnrollmentMutationVariables,
  type ProductAvailabilityFieldsFragment,
  type SaveLoanApplicationProgressMutation,
  type SaveLoanApplicationProgressMutationVariables,
  type SavePersonalInformationMutation,
  type SavePersonalInformationMutationVariables,
  type SaveUserInformationMutation,
  type SaveUserInformationMutationVariables,
  type StatesForZipcodeQuery,
  type TypedDocumentString,
  type StatesForZipcodeQueryVariables,
  type UnsubmittedApplicationQuery,
  type UnsubmittedApplicationQueryVariables,
  type ValidateOriginalLoanDetailsMutation,
  type ValidateOriginalLoanDetailsMutationVariables,
  type WithdrawApplicationMutation,
  type WithdrawApplicationMutationVariables,
} from '../generated/graphql';

export type Application = ApplicationFieldsFragment;
/** A save sent by its document (the variables are the document's, checked where the step table builds them). */
export interface StepSaveRequest {
  document: TypedDocumentString<unknown, unknown>;
  variables: Record<string, unknown>;
}
export type ProductAvailability = ProductAvailabilityFieldsFragment;
export type LearningCenterLink = GetLearningCenterLinksQuery['getLearningCenterLinks'][number];
export type IdPattern = GetStateIdPatternsQuery['getStateIdPatterns'][number];

export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    application: build.query<Application | null, ApplicationQueryVariables>({
      query: (variables) => ({ document: ApplicationDocument, variables }),
      transformResponse: (data: ApplicationQuery) => data.application ?? null,
    }),
    unsubmittedApplication: build.query<Application | null, UnsubmittedApplicationQueryVariables>({
      query: (variables) => ({ document: UnsubmittedApplicationDocument, variables }),
      transformResponse: (data: UnsubmittedApplicationQuery) => data.unsubmittedApplication ?? null,
    }),
    createApplication: build.mutation<Application, CreateApplicationMutationVariables>({
      query: (variables) => ({ document: CreateApplicationDocument, variables }),
      transformResponse: (data: CreateApplicationMutation) => data.createApplication,
    }),
    createReturningApplication: build.mutation<Application, CreateReturningApplicationMutationVariables>({
      query: (variables) => ({ document: CreateReturningApplicationDocument, variables }),
      transformResponse: (data: CreateReturningApplicationMutation) => data.createReturningApplication,
    }),
    cloneApplicationBase: build.mutation<Application, CloneApplicationBaseMutationVariables>({
      query: (variables) => ({ document: CloneApplicationBaseDocument, variables }),
      transformResponse: (data: CloneApplicationBaseMutation) => data.cloneApplicationBase,
    }),
    withdrawApplication: build.mutation<
      WithdrawApplicationMutation['withdrawApplication'],
      WithdrawApplicationMutationVariables
    >({
      query: (variables) => ({ document: WithdrawApplicationDocument, variables }),
      transformResponse: (data: WithdrawApplicationMutation) => data.withdrawApplication,
    }),
    savePersonalInformation: build.mutation<Application, SavePersonalInformationMutationVariables>({
      query: (variables) => ({ document: SavePersonalInformationDocument, variables }),
      transformResponse: (data: SavePersonalInformationMutation) => data.savePersonalInformation,
    }),
    saveUserInformation: build.mutation<Application, SaveUserInformationMutationVariables>({
      query: (variables) => ({ document: SaveUserInformationDocument, variables }),
      transformResponse: (data: SaveUserInformationMutation) => data.saveUserInformation,
    }),
    /**
     * A step's save, by the document the application's step table names for it: every such document answers the
     * whole application under its one field.
     */
    saveApplicationStep: build.mutation<Application, StepSaveRequest>({
      query: ({ document, variables }) => ({ document, variables }),
      transformResponse: (data: Record<string, Application>) => Object.values(data)[0]!,
    }),
    saveLoanApplicationProgress: build.mutation<Application, SaveLoanApplicationProgressMutationVariables>({
      query: (variables) => ({ document: SaveLoanApplicationProgressDocument, variables }),
      transformResponse: (data: SaveLoanApplicationProgressMutation) => data.saveLoanApplicationProgress,
    }),
    convertApplicationTypeToConversion: build.mutation<
      Application,
      ConvertApplicationTypeToConversionMutationVariables
    >({
      query: (variables) => ({ document: ConvertApplicationTypeToConversionDocument, variables }),
      transformResponse: (data: ConvertApplicationTypeToConversionMutation) => data.convertApplicationTypeToConversion,
    }),
    validateOriginalLoanDetails: build.mutation<
      ValidateOriginalLoanDetailsMutation['validateOriginalLoanDetails'],
      ValidateOriginalLoanDetailsMutationVariables
    >({
      query: (variables) => ({ document: ValidateOriginalLoanDetailsDocument, variables }),
      transformResponse: (data: ValidateOriginalLoanDetailsMutation) => data.validateOriginalLoanDetails,
    }),
    prepareForEnrollment: build.mutation<
      PrepareForEnrollmentMutation['prepareForEnrollment'],
      PrepareForEnrollmentMutationVariables
    >({
      query: (variables) => ({ document: PrepareForEnrollmentDocument, variables }),
      transformResponse: (data: PrepareForEnrollmentMutation) => data.prepareForEnrollment,
    }),
    /** The returning-customer flags behind the SSN typed on the personal step (api/auth's document). */
    customerSsnSearch: build.mutation<
      CustomerSsnSearchMutation['customerSsnSearch'],
      CustomerSsnSearchMutationVariables
    >({
      query: (variables) => ({ document: CustomerSsnSearchDocument, variables }),
      transformResponse: (data: CustomerSsnSearchMutation) => data.customerSsnSearch,
    }),
    getProductAvailability: build.query<ProductAvailability, GetProductAvailabilityQueryVariables>({
      query: (variables) => ({ document: GetProductAvailabilityDocument, variables }),
      transformResponse: (data: GetProductAvailabilityQuery) => data.getProductAvailability,
    }),
    getCustomerProductAvailability: build.query<ProductAvailability, GetCustomerProductAvailabilityQueryVariables>({
      query: (variables) => ({ document: GetCustomerProductAvailabilityDocument, variables }),
      transformResponse: (data: GetCustomerProductAvailabilityQuery) => data.getCustomerProductAvailability,
    }),
    getStateIdPatterns: build.query<IdPattern[], GetStateIdPatternsQueryVariables>({
      query: (variables) => ({ document: GetStateIdPatternsDocument, variables }),
      transformResponse: (data: GetStateIdPatternsQuery) => data.getStateIdPatterns,
    }),
    statesForZipcode: build.query<string[], StatesForZipcodeQueryVariables>({
      query: (variables) => ({ document: StatesForZipcodeDocument, variables }),
      transformResponse: (data: StatesForZipcodeQuery) => data.statesForZipcode,
    }),
    getLearningCenterLinks: build.query<LearningCenterLink[], void>({
      query: () => ({ document: GetLearningCenterLinksDocument }),
      transformResponse: (data: GetLearningCenterLinksQuery) => data.getLearningCenterLinks,
    }),
  }),
});

export const {
  useApplicationQuery,
  useGetProductAvailabilityQuery,
  useGetCustomerProductAvailabilityQuery,
  useGetStateIdPatternsQuery,
  useGetLearningCenterLinksQuery,
} = applicationApi;
