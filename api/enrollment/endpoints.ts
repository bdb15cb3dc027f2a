// Enrollment: each call answers where the enrollment now stands; its codes go through api/verification with the
// enrollmentId.
import { baseApi } from '../baseApi';
import {
  CurrentEnrollmentDocument,
  SaveEnrollmentResidentialInformationDocument,
  StartEnrollmentDocument,
  type CurrentEnrollmentQuery,
  type CurrentEnrollmentQueryVariables,
  type EnrollmentFieldsFragment,
  type SaveEnrollmentResidentialInformationMutation,
  type SaveEnrollmentResidentialInformationMutationVariables,
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
  }),
});
