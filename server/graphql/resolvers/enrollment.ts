// Enrollment: an existing loan-system customer proves who they are, then signs up.
// Thin: take the caller's enrollment session (the token's origin_jti), call server/enrollment, log the enrollment id
// and the outcome only (never the SSN, date of birth, names, address, phone, e-mail or a code).
import { EnrollmentError } from '../../enrollment/errors';
import { findEmailVerification, resendEmailCode, verifyEmailCode } from '../../enrollment/emailCode';
import { currentEnrollment, startEnrollment, type EnrollmentDeps } from '../../enrollment/search';
import { otpSearch, saveResidentialInformation, sendOtp } from '../../enrollment/steps';
import { isUuid } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { forbidden } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import type { VerificationFlow } from './verification';
import { codeDepsOf } from './codeDeps';

const depsOf = (ctx: GraphQLContext): EnrollmentDeps => codeDepsOf(ctx);

/** The caller's enrollment session: every enrollment is bound to the sign-in (origin_jti) that started it. */
function sessionOf(ctx: GraphQLContext): string {
  if (ctx.caller?.role !== 'ENROLLMENT') throw forbidden('Enrollment verifications belong to enrollment sessions.');
  const origin = ctx.caller.claims.originJti;
  if (!origin) throw forbidden('This token names no enrollment session.');
  return origin;
}

/** Runs an enrollment operation, logging its refusals by code and field name only. */
async function run<T>(ctx: GraphQLContext, event: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EnrollmentError)
      ctx.log.info({ event, outcome: 'refused', code: error.code, field: error.field }, 'enrollment operation refused');
    throw error;
  }
}

/** The enrollment id as it may be logged: a client could send anything in its place. */
const loggable = (id: string) => (isUuid(id) ? id : 'invalid');

/** A log line about one enrollment: the event, the enrollment and what came of it (never personal data or a code). */
const logEnrollment = (ctx: GraphQLContext, event: string, enrollmentId: string, fields: object, message: string) =>
  ctx.log.info({ event, enrollmentId: loggable(enrollmentId), ...fields }, message);

export const enrollmentQueries: Pick<QueryResolvers, 'currentEnrollment'> = {
  currentEnrollment: (_root, _args, ctx) => currentEnrollment(ctx.services.db, sessionOf(ctx)),
};

export const enrollmentMutations: Pick<MutationResolvers, 'startEnrollment' | 'saveEnrollmentResidentialInformation'> =
  {
    startEnrollment: async (_root, { input }, ctx) => {
      const view = await run(ctx, 'enrollment.start', () => startEnrollment(depsOf(ctx), sessionOf(ctx), input));
      ctx.log.info(
        { event: 'enrollment.start', enrollmentId: view.enrollmentId, result: view.result, outcome: view.event },
        'enrollment search',
      );
      return view;
    },

    saveEnrollmentResidentialInformation: async (_root, { enrollmentId, address }, ctx) => {
      const view = await run(ctx, 'enrollment.address', () =>
        saveResidentialInformation(depsOf(ctx), sessionOf(ctx), enrollmentId, address),
      );
      ctx.log.info(
        { event: 'enrollment.address', enrollmentId: view.enrollmentId, result: view.result, outcome: view.event },
        'enrollment address check',
      );
      return view;
    },
  };

/** The enrollmentId side of the verification fields (./verification.ts shapes the answers). */
export const enrollmentVerification: VerificationFlow = {
  emailVerification: (ctx, enrollmentId) =>
    run(ctx, 'enrollment.searchEmail', () => findEmailVerification(depsOf(ctx), sessionOf(ctx), enrollmentId)),

  async verifyEmailCode(ctx, enrollmentId, input) {
    const outcome = await run(ctx, 'enrollment.verifyEmail', () =>
      verifyEmailCode(depsOf(ctx), sessionOf(ctx), { ...input, enrollmentId }),
    );
    if (outcome) {
      const fields = { status: outcome.status, outcome: outcome.reason };
      logEnrollment(ctx, 'enrollment.verifyEmail', enrollmentId, fields, 'enrollment e-mail code checked');
    }
    return outcome;
  },

  async resendEmailCode(ctx, enrollmentId) {
    const outcome = await run(ctx, 'enrollment.resendEmail', () =>
      resendEmailCode(depsOf(ctx), sessionOf(ctx), enrollmentId),
    );
    if (outcome) {
      logEnrollment(
        ctx,
        'enrollment.resendEmail',
        enrollmentId,
        { outcome: outcome.reason },
        'enrollment e-mail code resend',
      );
    }
    return outcome;
  },

  async sendOtp(ctx, enrollmentId, phoneNumber) {
    const sent = await run(ctx, 'enrollment.sendOtp', () =>
      sendOtp(depsOf(ctx), sessionOf(ctx), { enrollmentId, phoneNumber }),
    );
    logEnrollment(ctx, 'enrollment.sendOtp', enrollmentId, { outcome: sent.outcome }, 'enrollment SMS code');
    return { success: sent.success, sentTo: sent.sentTo };
  },

  async otpSearch(ctx, enrollmentId, code) {
    const result = await run(ctx, 'enrollment.otpSearch', () =>
      otpSearch(depsOf(ctx), sessionOf(ctx), { enrollmentId, code }),
    );
    logEnrollment(ctx, 'enrollment.otpSearch', enrollmentId, { outcome: result }, 'enrollment SMS code checked');
    return { result };
  },
};
