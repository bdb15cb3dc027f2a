// prepareForEnrollment: an applicant whose SSN belongs to an existing loan-system record is enrolled into it
// ("force-enrollment"), so the record is linked to their account rather than duplicated
// (server/applications/enrollmentLink.ts).
import { maskEmail } from '../../../src/lib/mask';
import { linkApplicantRecord } from '../../applications/enrollmentLink';
import { badInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { ownUnsubmittedApplication } from '../../applications/access';

export const applicationEnrollmentMutations: Pick<MutationResolvers, 'prepareForEnrollment'> = {
  prepareForEnrollment: async (_root, { applicationId }, ctx) => {
    const row = await ownUnsubmittedApplication(ctx, applicationId, 'Mutation.prepareForEnrollment');
    // The enrollment is bound to the session it happens in, as every enrollment is.
    const originJti = ctx.caller?.claims.originJti;
    if (!originJti) throw forbidden('This token names no session.');
    const outcome = await linkApplicantRecord(ctx.services.db, ctx.services.cipher, row, originJti);
    if (!outcome) throw badInput('Save the personal step (name, date of birth, SSN and address) first.');
    const { verdict, record } = outcome;
    ctx.log.info(
      { event: 'application.enrollment', applicationId: row.id, result: verdict.result, outcome: verdict.event },
      'applicant enrollment',
    );
    const going = verdict.result !== 'DENIED' && record !== null;
    return {
      enrollmentId: outcome.enrollmentId,
      result: verdict.result,
      event: verdict.event,
      email: row.email,
      maskedEmail: maskEmail(row.email),
      maskedPhone: null,
      firstName: going ? record.firstName : null,
      lastName: going ? record.lastName : null,
      addressAttemptsLeft: null,
    };
  },
};
