// The steps after a search whose e-mail is not the one on file: confirm the residential address on file, then a
// code texted to the phone on file, after which the e-mail code goes to the e-mail entered (./emailCode.ts).
// Every operation reads the enrollment through the caller's session only (store.loadOwn).
import type { OtpResult } from '../graphql/generated/resolvers';
import { checkTextedCode, send } from '../verification/codeVerification';
import { codeProblem } from '../verification/input';
import { isOtherPhone, maskPhone, phoneDigits } from '../verification/textedCodes';
import { textChecking, textSending } from './codeFlows';
import { checkAddress, sameAddress, type AddressEntered } from './contact';
import { EnrollmentError, noEnrollment, wrongStep } from './errors';
import { MAX_ADDRESS_ATTEMPTS } from './rules';
import type { EnrollmentDeps } from './search';
import { claimAddressAttempt, moveStep, requireOwn, type Loaded } from './store';
import { toView, type EnrollmentView } from './view';

async function reloaded(deps: EnrollmentDeps, originJti: string, enrollmentId: string, now: Date) {
  return toView(await requireOwn(deps.db, enrollmentId, originJti, now));
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
  const { enrollment, record } = await requireOwn(deps.db, enrollmentId, originJti, now);
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
  if (isOtherPhone(phone, requested)) {
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
  const loaded = await requireOwn(deps.db, input.enrollmentId, originJti, now);
  if (loaded.enrollment.result !== 'NEEDS_OTP_VERIFICATION') throw wrongStep('a texted code');
  const phone = phoneFor(loaded, input.phoneNumber);
  const sent = await send(deps, textSending(deps, loaded.enrollment.id, phone), now);
  if (!sent) throw noEnrollment();
  return { success: sent.success, sentTo: maskPhone(phone), outcome: sent.reason };
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
  const { enrollment } = await requireOwn(deps.db, input.enrollmentId, originJti, now);
  const result = await checkTextedCode(deps, textChecking(deps, enrollment), input.code.trim(), now);
  if (result) return result;
  if (enrollment.result !== 'NEEDS_OTP_VERIFICATION') throw wrongStep('a texted code');
  return 'OTP_EXPIRED'; // no code was sent yet: send one
}
