// Submitting, signing and listening. Thin: scope the caller
// (ownApplication: FORBIDDEN for anyone else's application), check the input, hand over to server/decision.
import { dataOf } from '../../applications/data';
import { toApplication } from '../../applications/toGraphQL';
import { missingParts, type DecisionData } from '../../decision/facts';
import { applicationEventStream } from '../../decision/listener';
import { startSigning, submit } from '../../decision/pipeline';
import type { ApplicationEventOut } from '../../decision/realtime';
import { gqlError } from '../errors';
import type { ApplicationEvent, MutationResolvers, SubscriptionResolvers } from '../generated/resolvers';
import { ownApplication } from '../../applications/access';

const SIGNABLE = ['PENDING_ESIGN', 'ESIGN_ERROR'];
const SIGNED = [
  'ESIGNING',
  'PENDING_ESIGN_VALIDATIONS',
  'PENDING_ESIGN_DOCUMENT_UPLOAD',
  'PENDING_BRFR',
  'PENDING_ORIGINATION',
  'ORIGINATED',
];

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const applicationDecisionMutations: Pick<MutationResolvers, 'submitApplication' | 'esignApplication'> = {
  submitApplication: async (_root, { id }, ctx) => {
    const row = await ownApplication(ctx, id, 'Mutation.submitApplication');
    if (row.status === 'WITHDRAWN') throw gqlError('BAD_USER_INPUT', 'This application was withdrawn.');
    if (!row.applicationState || row.applicationState === 'SUBMIT_ERROR') {
      const missing = missingParts(dataOf(row) as DecisionData);
      if (missing.length > 0)
        throw gqlError(
          'BAD_USER_INPUT',
          `The application is not complete. Still missing: ${missing.map((m) => m.what).join('; ')}.`,
          { fieldErrors: missing.map((m) => ({ field: m.field, key: `application.decision.missing.${m.field}` })) },
        );
    }
    const submitted = await submit(ctx.services.db, row);
    ctx.log.info(
      { event: 'application.submitted', applicationId: row.id, state: submitted.applicationState },
      'application submitted',
    );
    return toApplication(submitted);
  },

  esignApplication: async (_root, { id, agreements, signatureName }, ctx) => {
    const row = await ownApplication(ctx, id, 'Mutation.esignApplication');
    if (row.applicationState && SIGNED.includes(row.applicationState)) return toApplication(row);
    if (!row.applicationState || !SIGNABLE.includes(row.applicationState))
      throw gqlError('BAD_USER_INPUT', 'This application has no loan agreement ready to sign.');
    const personal = dataOf(row).customerInformation?.personalInformation;
    const fullName = `${personal?.firstName ?? ''} ${personal?.lastName ?? ''}`;
    const fieldErrors: { field: string; key: string }[] = [];
    if (signatureName.length > 200 || normalName(signatureName) !== normalName(fullName))
      fieldErrors.push({ field: 'signatureName', key: 'application.decision.esign.signatureMismatch' });
    if (agreements.length === 0 || agreements.some((a) => !a.value))
      fieldErrors.push({ field: 'agreements', key: 'application.agreements.mustAgree' });
    if (agreements.length > 50 || agreements.some((a) => a.idTag.length > 100))
      fieldErrors.push({ field: 'agreements', key: 'application.agreements.mustAgree' });
    if (fieldErrors.length > 0)
      throw gqlError(
        'BAD_USER_INPUT',
        fieldErrors[0]!.field === 'signatureName'
          ? 'Type your full name as it appears on the application to sign.'
          : 'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents',
        { fieldErrors },
      );
    const signed = await startSigning(ctx.services.db, row, {
      signatureName: signatureName.trim(),
      agreements: agreements.map((a) => a.idTag),
    });
    ctx.log.info({ event: 'application.esigned', applicationId: row.id }, 'application signed');
    return toApplication(signed);
  },
};

export const applicationDecisionSubscriptions: Pick<SubscriptionResolvers, 'registerApplicationListener'> = {
  registerApplicationListener: {
    // The check runs before the stream exists, so another customer's id is refused as FORBIDDEN at subscribe.
    subscribe: async (_root, { applicationId }, ctx) => {
      const row = await ownApplication(ctx, applicationId, 'Subscription.registerApplicationListener');
      return applicationEventStream(ctx.services.db, ctx.services.applicationEvents, row.id);
    },
    // The stream's events are the contract's ApplicationEvent with its enums as the database's strings.
    resolve: (payload: { registerApplicationListener: ApplicationEventOut }) =>
      payload.registerApplicationListener as ApplicationEvent,
  },
};
