// prepareForEnrollment: an applicant whose taxpayer id belongs to an existing loan-system record is moved into
// enrollment (spec 001 "force-enrollment"), so the record is linked to their account rather than duplicated.
import type { MutationResolvers } from '../generated/resolvers';
import { gqlError } from '../errors';
import { ownApplication } from './applicationAccess';

export const applicationEnrollmentMutations: Pick<MutationResolvers, 'prepareForEnrollment'> = {
  prepareForEnrollment: async (_root, { applicationId }, ctx) => {
    await ownApplication(ctx, applicationId, 'Mutation.prepareForEnrollment');
    throw gqlError('NOT_IMPLEMENTED', 'prepareForEnrollment is not implemented yet.');
  },
};
