// Multi-factor after sign-in and its e-mailed and texted codes (the shared code-verification page). Thin: scope the
// caller, validate, call server/mfa. The verification fields shared with enrollment reach mfaVerification below through
// ./verification.ts; the application flow's remember-device (applicationId only) is not built yet and answers
// NOT_IMPLEMENTED. Logs name the check (mfaId) and the outcome, never the code, the blackBox, the e-mail or the phone.
import { randomUUID } from 'node:crypto';
import { deviceKey } from '../../http/deviceCookie';
import { rememberDevice, startChallenge } from '../../mfa/challenges';
import { checkTextedCode, findEmailVerification, resendCode, sendTextedCode, verifyCode } from '../../mfa/codes';
import { signInOf, sweepDeadPasses } from '../../mfa/gate';
import { findCustomer, type MfaDeps } from '../../mfa/store';
import type { UserRow } from '../../identity/users';
import { blackBoxProblem, isMfaId } from '../../mfa/validate';
import { rememberEnrollmentDevice } from '../../enrollment/emailCode';
import { codeProblem, isUuid } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { badInput, forbidden, gqlError } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { customerEmailFor } from '../../access/customerScope';
import type { VerificationFlow } from './verification';
import { deviceOfUserAgent, sendSecurityNotice } from '../../notices/securityNotice';
import { codeDepsOf } from './codeDeps';

const depsOf = (ctx: GraphQLContext): MfaDeps => codeDepsOf(ctx);

/** The customer the check belongs to: the caller, or the customer a CSR acts as. */
async function customerOf(ctx: GraphQLContext) {
  if (ctx.caller?.role === 'ENROLLMENT') throw forbidden('Multi-factor checks belong to signed-in customers.');
  const user = await findCustomer(ctx.services.db, customerEmailFor(ctx));
  if (!user) throw gqlError('NOT_FOUND', 'No customer account to check.');
  return user;
}

/**
 * The device a check is about: the browser's device cookie with its blackBox. A caller without the cookie is a device
 * seen once: it can be checked, never recognised or remembered.
 */
const deviceOf = (ctx: GraphQLContext, blackBox: string) =>
  deviceKey(ctx.deviceId, blackBox) ?? `unrecognised:${randomUUID()}`;

function checkBlackBox(blackBox: string): void {
  const problem = blackBoxProblem(blackBox);
  if (problem) throw badInput(problem);
}

/** The mfaId as it may be logged: a client could send anything in its place. */
const loggable = (mfaId: string) => (isMfaId(mfaId) ? mfaId : 'invalid');

/** A log line about one check: the event, the check and what came of it (never a code, blackBox or contact). */
const logCheck = (ctx: GraphQLContext, event: string, mfaId: string, fields: object, message: string) =>
  ctx.log.info({ event, mfaId: loggable(mfaId), ...fields }, message);

/** The mfaId side of the verification fields (./verification.ts shapes the answers). */
export const mfaVerification: VerificationFlow = {
  emailVerification: async (ctx, mfaId) => findEmailVerification(depsOf(ctx), await customerOf(ctx), mfaId),

  async verifyEmailCode(ctx, mfaId, input) {
    const outcome = await verifyCode(depsOf(ctx), await customerOf(ctx), { ...input, mfaId }, ctx.services.clock());
    if (outcome) {
      logCheck(
        ctx,
        'mfa.verify',
        mfaId,
        { status: outcome.status, reason: outcome.reason },
        'multi-factor code checked',
      );
    }
    return outcome;
  },

  async resendEmailCode(ctx, mfaId) {
    const outcome = await resendCode(depsOf(ctx), await customerOf(ctx), mfaId, ctx.services.clock());
    if (outcome) logCheck(ctx, 'mfa.resend', mfaId, { outcome: outcome.reason }, 'multi-factor code resend');
    return outcome;
  },

  async sendOtp(ctx, mfaId, phoneNumber) {
    const sent = await sendTextedCode(depsOf(ctx), await customerOf(ctx), { mfaId, phoneNumber }, ctx.services.clock());
    logCheck(ctx, 'mfa.sendOtp', mfaId, { outcome: sent.reason }, 'multi-factor SMS code');
    if (sent.reason === 'not-found') throw gqlError('NOT_FOUND', 'No such texted-code check.');
    if (sent.reason === 'no-phone')
      throw badInput('We have no mobile number on file to text a code to. Please call us for help signing in.');
    if (sent.reason === 'other-phone')
      throw gqlError('BAD_USER_INPUT', 'For your security, we can only text a code to the phone number on file.', {
        field: 'phoneNumber',
      });
    return { success: sent.success, sentTo: sent.sentTo };
  },

  async otpSearch(ctx, mfaId, code) {
    const problem = codeProblem(code);
    if (problem) throw badInput(problem);
    const result = await checkTextedCode(
      depsOf(ctx),
      await customerOf(ctx),
      { mfaId, code: code.trim() },
      ctx.services.clock(),
    );
    if (!result) throw gqlError('NOT_FOUND', 'No such texted-code check.');
    logCheck(ctx, 'mfa.otpSearch', mfaId, { outcome: result }, 'multi-factor SMS code checked');
    return { result };
  },
};

/**
 * An enrolling visitor's device, remembered for the account its enrollment will create. Only the enrollment session
 * that owns the enrollment (enrollmentVerification's own check); a caller without the device cookie has no device to
 * remember.
 */
async function rememberForEnrollment(ctx: GraphQLContext, enrollmentId: string, blackBox: string) {
  if (ctx.caller?.role !== 'ENROLLMENT') throw forbidden('Only an enrollment remembers a device for its account.');
  const originJti = ctx.caller.claims.originJti;
  if (!originJti) throw forbidden('This token names no enrollment session.');
  const device = deviceKey(ctx.deviceId, blackBox);
  let outcome = 'no-device';
  if (device) outcome = await rememberEnrollmentDevice(depsOf(ctx), originJti, { enrollmentId, device });
  if (outcome === 'remembered') ctx.renewDeviceCookie?.();
  ctx.log.info(
    { event: 'enrollment.rememberDevice', enrollmentId: isUuid(enrollmentId) ? enrollmentId : 'invalid', outcome },
    'remember device',
  );
  return { success: outcome === 'remembered' };
}

export const mfaMutations: Pick<MutationResolvers, 'startMfa' | 'rememberDevice'> = {
  startMfa: async (_root, { blackBox }, ctx) => {
    checkBlackBox(blackBox);
    const { services } = ctx;
    const language = ctx.lang ?? 'en';
    // A new check is when old passes are swept (server/mfa/gate.ts), as new sign-ins sweep their expired rows.
    await sweepDeadPasses(ctx.services.db, ctx.services.config.cognito.refreshTokenDays);
    // The customer hears of a sign-in from a device new to them (the password was right there).
    const noticeNewDevice = (user: UserRow) =>
      sendSecurityNotice(services, {
        userId: user.id,
        kind: 'newDevice',
        language,
        now: services.clock(),
        details: { device: deviceOfUserAgent(ctx.userAgent) },
      }).then(() => undefined);
    // The check is for the caller's own sign-in: passing it opens customer data to that sign-in only.
    const started = await startChallenge(
      { ...depsOf(ctx), noticeNewDevice },
      await customerOf(ctx),
      deviceOf(ctx, blackBox),
      services.clock(),
      signInOf(ctx.caller),
    );
    ctx.log.info(
      { event: 'mfa.start', mfaId: started.mfaId, decision: started.decision, reason: started.reason },
      'multi-factor check started',
    );
    return {
      mfaId: started.mfaId,
      decision: started.decision,
      maskedEmail: started.maskedEmail,
      maskedPhone: started.maskedPhone,
    };
  },

  rememberDevice: async (_root, { applicationId, mfaId, enrollmentId, blackBox }, ctx) => {
    checkBlackBox(blackBox);
    if (enrollmentId) {
      if (mfaId || applicationId) throw badInput('Give enrollmentId alone.');
      return rememberForEnrollment(ctx, enrollmentId, blackBox);
    }
    if (!mfaId) {
      if (applicationId)
        throw gqlError('NOT_IMPLEMENTED', 'Remembering a device from an application is not implemented yet.');
      throw badInput('mfaId is required.');
    }
    const outcome = await rememberDevice(depsOf(ctx), await customerOf(ctx), {
      mfaId,
      blackBox: deviceOf(ctx, blackBox),
    });
    // The cookie is given its full lifetime again: it must last as long as the remembered device does.
    if (outcome === 'remembered') ctx.renewDeviceCookie?.();
    logCheck(ctx, 'mfa.rememberDevice', mfaId, { outcome }, 'remember device');
    return { success: outcome === 'remembered' };
  },
};
