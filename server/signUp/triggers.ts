// A new customer's own sign-up (the portal's "Apply now"), as the pool's PreSignUp and PostConfirmation triggers.
// Enrollment's sign-up names its enrollment in clientMetadata and is enrollment's to check (server/enrollment/
// signUp.ts); every other sign-up is checked here.
// - PreSignUp: the attributes are whole (./rules.ts) and no customer record holds the e-mail. A portal account with
//   it was refused before the trigger (UsernameExistsException); a record means the person is a customer already and
//   enrolls (or logs in) instead: the refusal carries the catalogue's JSON flags.
// - PostConfirmation (the e-mailed code was right): the account now is what a seeded new customer's is (a confirmed,
//   verified user with names, brand, source and the passwordless flag, and no loan-system record until they borrow),
//   and the code stands as the multi-factor proof of the first sign-in (server/mfa/signUpProof.ts).
// Handlers take the real Lambda event shapes; logs carry the outcome only, never the e-mail or a name.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { invalidParameter } from '../identity/errors';
import type { PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from '../identity/triggerEvents';
import type { Identity } from '../identity/types';
import { recordSignUpProof } from '../mfa/signUpProof';
import { isUuid } from '../verification/input';
import { attributeProblem, existingCustomerFlags, flagsMessage } from './rules';

export interface NewCustomerSignUpDeps {
  db: Db;
  identity: Identity;
  log: FastifyBaseLogger;
}

/** A sign-up of enrollment's (it names its enrollment): not this module's to check. */
const isEnrollmentSignUp = (event: { request: { clientMetadata?: Record<string, string> } }) =>
  event.request.clientMetadata?.enrollmentId !== undefined;

/** The customer record whose e-mail on file is this one (linked to an account or not), if any. */
async function recordOnFile(db: Db, email: string) {
  const [row] = await db
    .select({ isPasswordless: customers.isPasswordless })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function preSignUp(deps: NewCustomerSignUpDeps, event: PreSignUpTriggerEvent): Promise<void> {
  if (isEnrollmentSignUp(event) || event.triggerSource !== 'PreSignUp_SignUp') return;
  const problem = attributeProblem(event.request.userAttributes);
  if (problem) throw invalidParameter(problem);
  let record: Awaited<ReturnType<typeof recordOnFile>>;
  try {
    record = await recordOnFile(deps.db, event.userName);
  } catch (error) {
    deps.log.error(
      { event: 'signUp.preSignUp', outcome: 'customerCheckError', errorName: (error as Error).name },
      'new customer sign-up check',
    );
    throw new Error(flagsMessage({ customerCheckError: true }));
  }
  const outcome = record ? 'customerExists' : 'new';
  deps.log.info({ event: 'signUp.preSignUp', outcome }, 'new customer sign-up check');
  if (record) throw new Error(flagsMessage(existingCustomerFlags(record)));
}

export async function postConfirmation(
  deps: NewCustomerSignUpDeps,
  event: PostConfirmationTriggerEvent,
): Promise<void> {
  if (isEnrollmentSignUp(event) || event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub ?? '';
  try {
    if (!isUuid(userId)) throw new Error('the confirmed user has no id');
    // As the seed writes it for every account, so the profile reads the same however the account began.
    if (attributes['custom:isPasswordless'] === undefined) {
      if (!deps.identity.adminUpdateUserAttributes) throw new Error('the identity service cannot set attributes');
      await deps.identity.adminUpdateUserAttributes(event.userName, { 'custom:isPasswordless': 'false' });
    }
    await recordSignUpProof(deps.db, userId);
  } catch (error) {
    deps.log.error(
      { event: 'signUp.postConfirmation', outcome: 'customerConfirmationError', errorName: (error as Error).name },
      'new customer sign-up confirmation',
    );
    throw new Error(flagsMessage({ customerConfirmationError: true }));
  }
  deps.log.info({ event: 'signUp.postConfirmation', outcome: 'confirmed' }, 'new customer sign-up confirmation');
}

/** Adds the new-customer handlers to the embedded pool's triggers (a real pool would run them as Lambdas). */
export function registerNewCustomerSignUpTriggers(deps: NewCustomerSignUpDeps): void {
  const triggers = deps.identity.triggers;
  if (!triggers) return;
  triggers.add('preSignUp', (event) => preSignUp(deps, event));
  triggers.add('postConfirmation', (event) => postConfirmation(deps, event));
}
