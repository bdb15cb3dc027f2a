// The steps after a search whose e-mail is not the one on file: confirm the residential address on file, then a
// code texted to the phone on file, after which the e-mail code goes to the e-mail entered (./emailCode.ts).
// Every operation reads the enrollment through the caller's session only (store.loadOwn).
import type { OtpResult } from '../graphql/generated/resolvers';
import { findChallenge, openChallenge, resendCode, verifyCode } from '../verification/codeChallenges';
import { codeProblem } from '../verification/input';
import { maskPhone, otpResultOf, phoneDigits } from '../verification/textedCodes';
import { checkAddress, sameAddress, type AddressEntered } from './contact';
import { EnrollmentError, noEnrollment, wrongStep } from './errors';
import { emailEnrollmentCode, textEnrollmentCode } from './messages';
import { MAX_ADDRESS_ATTEMPTS } from './rules';
import type { EnrollmentDeps } from './search';
import { claimAddressAttempt, emailOwner, loadOwn, moveStep, smsOwner, type Loaded } from './store';
import { toView, type EnrollmentView } from './view';

async function own(deps: EnrollmentDeps, originJti: string, enrollmentId: string, now: Date): Promise<Loaded> {
  const loaded = await loadOwn(deps.db, enrollmentId, originJti, now);
  if (!loaded) throw noEnrollment();
  return loaded;
}

async function reloaded(deps: EnrollmentDeps, originJti: string, enrollmentId: string, now: Date) {
  return toView(await own(deps, originJti, enrollmentId, now));
}

/**
 * saveEnrollmentResidentialInformation: the address on file moves the enrollment to the SMS step; a wrong one uses
 * one of MAX_ADDRESS_ATTEMPTS (claimed before comparing), and the last wrong one denies it.
 */
export async function saveResidentialInformation(
  deps: EnrollmentDeps,
  originJti: string,
  enrollmentId: string,
  address: AddressEntered,
  now = new Date(),
): Promise<EnrollmentView> {
  const checked = checkAddress(address);
  if (!checked.ok) throw new EnrollmentError('BAD_USER_INPUT', checked.problem.message, checked.problem.field);
  const { enrollment, record } = await own(deps, originJti, enrollmentId, now);
  if (enrollment.result !== 'NEEDS_RESIDENTIAL_INFO' || !record) throw wrongStep('an address');

  const claimed = await claimAddressAttempt(deps.db, enrollment.id, MAX_ADDRESS_ATTEMPTS, now);
  // Another request finished the step meanwhile: answer where the enrollment is now.
  if (!claimed) return reloaded(deps, originJti, enrollmentId, now);
  if (sameAddress(checked.value, record)) {
    await moveStep(
      deps.db,
      enrollment.id,
      ['NEEDS_RESIDENTIAL_INFO'],
      { result: 'NEEDS_OTP_VERIFICATION', event: 'ADDRESS_VERIFIED', addressVerifiedAt: now },
      now,
    );
  } else if (claimed.addressAttempts >= MAX_ADDRESS_ATTEMPTS) {
    await moveStep(
      deps.db,
      enrollment.id,
      ['NEEDS_RESIDENTIAL_INFO'],
      { result: 'DENIED', event: 'ADDRESS_NOT_MATCHED' },
      now,
    );
  }
  return reloaded(deps, originJti, enrollmentId, now);
}

/** The phone on file the SMS code goes to; refuses any other number. */
function phoneFor({ record }: Loaded, requested: string | null | undefined): string {
  const phone = phoneDigits(record?.phone);
  if (!phone) {
    throw new EnrollmentError(
      'BAD_USER_INPUT',
      'We have no mobile number on file to text a code to. Please call us and we will help you enroll.',
    );
  }
  if (requested != null && requested.trim() !== '' && phoneDigits(requested) !== phone) {
    throw new EnrollmentError(
      'BAD_USER_INPUT',
      'For your security, we can only text a code to the phone number on file.',
      'phoneNumber',
    );
  }
  return phone;
}

export interface SentOtp {
  success: boolean;
  sentTo: string;
  outcome: 'sent' | 'too-soon' | 'limit' | 'settled';
}

/** sendOtp: the first code, or a new one (the old one stops working) once RESEND_WAIT_MS have passed, MAX_SENDS at most. */
export async function sendOtp(
  deps: EnrollmentDeps,
  originJti: string,
  input: { enrollmentId: string; phoneNumber?: string | null | undefined },
  now = new Date(),
): Promise<SentOtp> {
  const loaded = await own(deps, originJti, input.enrollmentId, now);
  if (loaded.enrollment.result !== 'NEEDS_OTP_VERIFICATION') throw wrongStep('a texted code');
  const phone = phoneFor(loaded, input.phoneNumber);
  const sentTo = maskPhone(phone);
  const owner = smsOwner(loaded.enrollment.id);
  const opened = await openChallenge(deps.db, deps.cipher, owner, now);
  if (opened) {
    await textEnrollmentCode(deps.outbox, phone, opened.code);
    return { success: true, sentTo, outcome: 'sent' };
  }
  const challenge = await findChallenge(deps.db, owner);
  if (!challenge) throw noEnrollment();
  const resent = await resendCode(deps, challenge, (code) => textEnrollmentCode(deps.outbox, phone, code), now);
  return { success: resent.success, sentTo, outcome: resent.reason };
}

/**
 * otpSearch: checks the texted code against the current one. OTP_VALID moves the enrollment to the e-mail code
 * (sent now to the e-mail entered); OTP_EXCEEDED (the fifth wrong code) denies it; OTP_EXPIRED asks for a new code.
 */
export async function otpSearch(
  deps: EnrollmentDeps,
  originJti: string,
  input: { enrollmentId: string; code: string },
  now = new Date(),
): Promise<OtpResult> {
  const problem = codeProblem(input.code);
  if (problem) throw new EnrollmentError('BAD_USER_INPUT', problem, 'code');
  const { enrollment } = await own(deps, originJti, input.enrollmentId, now);
  const challenge = await findChallenge(deps.db, smsOwner(enrollment.id));
  if (!challenge) {
    if (enrollment.result !== 'NEEDS_OTP_VERIFICATION') throw wrongStep('a texted code');
    return 'OTP_EXPIRED'; // no code was sent yet: send one
  }
  const outcome = await verifyCode(deps, challenge, { code: input.code.trim() }, now);
  if (outcome.challengeStatus === 'APPROVED') {
    const moved = await moveStep(
      deps.db,
      enrollment.id,
      ['NEEDS_OTP_VERIFICATION'],
      { result: 'NEEDS_EMAIL_VERIFICATION', event: 'OTP_VERIFIED' },
      now,
    );
    const opened = moved ? await openChallenge(deps.db, deps.cipher, emailOwner(enrollment.id), now) : null;
    if (opened) await emailEnrollmentCode(deps.outbox, enrollment.email, opened.code);
  } else if (outcome.challengeStatus === 'DENIED') {
    await moveStep(deps.db, enrollment.id, ['NEEDS_OTP_VERIFICATION'], { result: 'DENIED', event: 'OTP_FAILED' }, now);
  }
  return otpResultOf(outcome);
}
