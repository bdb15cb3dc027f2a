// What an enrollment looks like to its customer (the contract's Enrollment type). Pure. Never the SSN, date of birth
// or address; the names only once a record was found and the enrollment is still going.
import { maskEmail } from '../../src/lib/mask';
import { maskPhone, phoneDigits } from '../verification/textedCodes';
import { MAX_ADDRESS_ATTEMPTS, type EnrollmentEvent, type EnrollmentResult } from './rules';
import type { Loaded } from './store';

export interface EnrollmentView {
  enrollmentId: string;
  result: EnrollmentResult;
  event: EnrollmentEvent | null;
  email: string;
  maskedEmail: string;
  maskedPhone: string | null;
  firstName: string | null;
  lastName: string | null;
  addressAttemptsLeft: number | null;
}

export function toView({ enrollment, record }: Loaded): EnrollmentView {
  const result = enrollment.result as EnrollmentResult;
  const going = record !== null && result !== 'DENIED';
  const phone = phoneDigits(record?.phone);
  return {
    enrollmentId: enrollment.id,
    result,
    event: enrollment.event as EnrollmentEvent | null,
    email: enrollment.email,
    maskedEmail: maskEmail(enrollment.email),
    // From the SMS step on (it follows the address check), the phone the code goes to.
    maskedPhone: enrollment.addressVerifiedAt && phone ? maskPhone(phone) : null,
    firstName: going ? record.firstName : null,
    lastName: going ? record.lastName : null,
    addressAttemptsLeft:
      result === 'NEEDS_RESIDENTIAL_INFO' ? Math.max(0, MAX_ADDRESS_ATTEMPTS - enrollment.addressAttempts) : null,
  };
}
