// Enrollment (spec 000 "Enrollment routes"): each call answers where the enrollment now stands; the e-mail code
// calls are shared with multi-factor (api/mfa/endpoints.ts) and take an enrollmentId instead of an mfaId.
import { baseApi } from '../baseApi';
import {
  CurrentEnrollmentDocument,
  OtpSearchDocument,
  SaveEnrollmentResidentialInformationDocument,
  SendOtpDocument,
  StartEnrollmentDocument,
  type CurrentEnrollmentQuery,
  type CurrentEnrollmentQueryVariables,
  type EnrollmentFieldsFragment,
  type OtpSearchQuery,
  type OtpSearchQueryVariables,
  type SaveEnrollmentResidentialInformationMutation,
  type SaveEnrollmentResidentialInformationMutationVariables,
  type SendOtpMutation,
  type SendOtpMutationVariables,
  type StartEnrollmentMutation,
  type StartEnrollmentMutationVariables,
} from '../generated/graphql';

export type Enrollment = EnrollmentFieldsFragment;

export const enrollmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startEnrollment: build.mutation<Enrollment, StartEnrollmentMutationVariables>({
      query: (variables) => ({ document: StartEnrollmentDocument, variables }),
      transformResponse: (data: StartEnrollmentMutation) => data.startEnrollment,
    }),
    currentEnrollment: build.query<Enrollment | null, CurrentEnrollmentQueryVariables>({
      query: (variables) => ({ document: CurrentEnrollmentDocument, variables }),
      transformResponse: (data: CurrentEnrollmentQuery) => data.currentEnrollment,
    }),
    saveEnrollmentResidentialInformation: build.mutation<
      Enrollment,
      SaveEnrollmentResidentialInformationMutationVariables
    >({
      query: (variables) => ({ document: SaveEnrollmentResidentialInformationDocument, variables }),
      transformResponse: (data: SaveEnrollmentResidentialInformationMutation) =>
        data.saveEnrollmentResidentialInformation,
    }),
    sendOtp: build.mutation<SendOtpMutation['sendOtp'], SendOtpMutationVariables>({
      query: (variables) => ({ document: SendOtpDocument, variables }),
      transformResponse: (data: SendOtpMutation) => data.sendOtp,
    }),
    otpSearch: build.query<OtpSearchQuery['otpSearch'], OtpSearchQueryVariables>({
      query: (variables) => ({ document: OtpSearchDocument, variables }),
      transformResponse: (data: OtpSearchQuery) => data.otpSearch,
    }),
  }),
});
