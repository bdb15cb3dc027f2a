// Sign-up after an approved enrollment: the client calls the identity SignUp with clientMetadata.enrollmentId.
// PreSignUp checks the enrollment and claims it (so two sign-ups cannot both pass) and confirms the user at once;
// PostConfirmation, which Cognito runs for such a user during SignUp, links the loan-system record to the new user
// (customers.user_id) and copies the record's loan-system links onto the user's attributes. Linking waits for
// PostConfirmation because only then does the user, and so its sub, exist. Failures throw the JSON failure flags,
// which Cognito renders as UserLambdaValidationException "PreSignUp failed with error {...}.".
// Handlers take the real Lambda event shapes; logs carry the enrollment id and the outcome only.
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withKeyLock } from '../auth/keyLock';
import type { Db } from '../db/client';
import { customers, devices, enrollments } from '../db/schema';
import type { PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from '../identity/triggerEvents';
import type { Identity } from '../identity/types';
import { isUuid } from '../verification/input';
import { signUpFailureMessage, signUpRefusal, SIGN_UP_CLAIM_MS, type SignUpFlag } from './rules';
import { loadById, moveStep, type CustomerRow } from './store';

export interface SignUpDeps {
  db: Db;
  identity: Identity;
  log: FastifyBaseLogger;
}

const loggable = (id: string) => (isUuid(id) ? id : 'invalid');

/** The record's loan-system links as user attributes (brand and source as the seeded returning customers have them). */
export function linkAttributes(record: CustomerRow): Record<string, string> {
  const attributes: Record<string, string> = { 'custom:brand': record.brand, 'custom:source': record.brand };
  if (record.boCode) attributes['custom:boCode'] = record.boCode;
  if (record.retailBoCode) attributes['custom:retailBoCode'] = record.retailBoCode;
  if (record.loanProCustomerId) attributes['custom:loanProCustomerId'] = record.loanProCustomerId;
  if (record.qFundCustomerId) attributes['custom:qFundCustomerId'] = record.qFundCustomerId;
  return attributes;
}

/** Checks the enrollment and claims it for this sign-up; answers the refusing flag, or null when claimed. */
async function claim(
  db: Db,
  enrollmentId: string,
  event: PreSignUpTriggerEvent,
  now: Date,
): Promise<SignUpFlag | null> {
  const found = await loadById(db, enrollmentId);
  const customerId = found?.enrollment.customerId;
  if (!customerId) return 'customerCheckError';
  const liveClaim = gt(enrollments.claimedAt, new Date(now.getTime() - SIGN_UP_CLAIM_MS));
  // One claim at a time per record: two enrollments of the same record cannot both be signing up.
  return withKeyLock(db, `enrollment-customer:${customerId}`, async (tx) => {
    const fresh = await loadById(tx, enrollmentId);
    const [elsewhere] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.customerId, customerId),
          ne(enrollments.id, enrollmentId),
          eq(enrollments.result, 'APPROVED'),
          isNull(enrollments.userId),
          liveClaim,
        ),
      )
      .limit(1);
    const flag = signUpRefusal(
      {
        enrollment: fresh?.enrollment ?? null,
        record: fresh?.record
          ? {
              firstName: fresh.record.firstName,
              lastName: fresh.record.lastName,
              hasAccount: fresh.record.userId !== null,
            }
          : null,
        recordClaimedElsewhere: elsewhere !== undefined,
        signUp: {
          username: event.userName,
          name: event.request.userAttributes.name,
          familyName: event.request.userAttributes.family_name,
        },
      },
      now,
    );
    if (flag) return flag;
    const [claimed] = await tx
      .update(enrollments)
      .set({ claimedAt: now })
      .where(
        and(
          eq(enrollments.id, enrollmentId),
          eq(enrollments.result, 'APPROVED'),
          gt(enrollments.expiresAt, now),
          isNull(enrollments.userId),
          or(isNull(enrollments.claimedAt), lte(enrollments.claimedAt, new Date(now.getTime() - SIGN_UP_CLAIM_MS))),
        ),
      )
      .returning({ id: enrollments.id });
    return claimed ? null : 'customerCheckError';
  });
}

export async function preSignUp(deps: SignUpDeps, event: PreSignUpTriggerEvent): Promise<void> {
  const enrollmentId = event.request.clientMetadata?.enrollmentId;
  if (enrollmentId === undefined) return; // a new customer's own sign-up: server/signUp/triggers.ts checks it
  const flag = await claim(deps.db, enrollmentId, event, new Date());
  deps.log.info(
    { event: 'enrollment.preSignUp', enrollmentId: loggable(enrollmentId), outcome: flag ?? 'claimed' },
    'enrollment sign-up check',
  );
  if (flag) throw new Error(signUpFailureMessage(flag));
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = true;
}

/** Links the record to the new user and finishes the enrollment; null when the claim or the record is gone. */
async function link(db: Db, enrollmentId: string, userId: string, username: string): Promise<CustomerRow | null> {
  return db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.id, enrollmentId),
          eq(enrollments.result, 'APPROVED'),
          isNotNull(enrollments.claimedAt),
          isNull(enrollments.userId),
          eq(enrollments.email, username),
        ),
      )
      .limit(1);
    if (!enrollment?.customerId) return null;
    const [record] = await tx
      .update(customers)
      .set({ userId })
      .where(and(eq(customers.id, enrollment.customerId), isNull(customers.userId)))
      .returning();
    if (!record) return null;
    await tx
      .update(enrollments)
      .set({ result: 'THANK_YOU', event: 'SIGNED_UP', userId })
      .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.result, 'APPROVED')));
    // The device that proved the e-mail here, when the customer asked us to remember it: the first sign-in from it
    // needs no second code.
    if (enrollment.rememberDeviceHash) {
      const now = new Date();
      await tx
        .insert(devices)
        .values({ userId, fingerprintHash: enrollment.rememberDeviceHash, remembered: true, rememberedAt: now })
        .onConflictDoNothing();
    }
    return record;
  });
}

export async function postConfirmation(deps: SignUpDeps, event: PostConfirmationTriggerEvent): Promise<void> {
  const enrollmentId = event.request.clientMetadata?.enrollmentId;
  if (enrollmentId === undefined || event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return;
  const userId = event.request.userAttributes.sub ?? '';
  const record =
    isUuid(enrollmentId) && isUuid(userId) ? await link(deps.db, enrollmentId, userId, event.userName) : null;
  if (!record) {
    // The record got an account between the check and now (or the claim is gone): this enrollment cannot finish.
    // Only the enrollment's own sign-up (its e-mail is the username) may end it: anyone can name an enrollment id in
    // their client metadata, and someone else's confirmation must not deny an approved enrollment.
    const own = isUuid(enrollmentId)
      ? (await loadById(deps.db, enrollmentId))?.enrollment.email === event.userName
      : false;
    if (own)
      await moveStep(
        deps.db,
        enrollmentId,
        ['APPROVED'],
        { result: 'DENIED', event: 'USER_ALREADY_EXISTS' },
        new Date(),
      );
    deps.log.warn(
      {
        event: 'enrollment.postConfirmation',
        enrollmentId: loggable(enrollmentId),
        outcome: 'customerConfirmationError',
      },
      'enrollment sign-up link',
    );
    throw new Error(signUpFailureMessage('customerConfirmationError'));
  }
  if (!deps.identity.adminUpdateUserAttributes) throw new Error('the identity service cannot set user attributes');
  await deps.identity.adminUpdateUserAttributes(event.userName, linkAttributes(record));
  deps.log.info({ event: 'enrollment.postConfirmation', enrollmentId, outcome: 'linked' }, 'enrollment sign-up link');
}

/** Adds the enrollment handlers to the embedded pool's triggers (a real pool would run them as Lambdas). */
export function registerEnrollmentTriggers(deps: SignUpDeps): void {
  const triggers = deps.identity.triggers;
  if (!triggers) return;
  triggers.add('preSignUp', (event) => preSignUp(deps, event));
  triggers.add('postConfirmation', (event) => postConfirmation(deps, event));
}
