// Shared pieces of the code-verification saga tests: failures as callEndpoint throws them, codes as the state holds
// them, a verification under way for either purpose, and the check that a run reported no outcome.
import { expect } from 'vitest';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  codeDenied,
  codeSubmitted,
  codeVerificationFailed,
  codeVerified,
  initialVerificationState,
  type CodeChannel,
  type CodeState,
  type VerificationPurpose,
  type VerificationState,
} from '../../../store/verification';
import type { StateOverrides } from './harness';
import { reported, type SagaRun } from './sagaRun';

export const serverFailure = () => new EndpointError({ kind: 'server', message: 'x', code: 'INTERNAL_SERVER_ERROR' });
export const gatewayFailure = () => new EndpointError({ kind: 'gateway', message: 'Bad Gateway', code: '502' });

/** A code sent 31 s ago: past the resend wait the code entry enforces (CodeEntryForm's RESEND_WAIT_MS). */
export const SENT_BEFORE = Date.now() - 31_000;
export const sent = (over: Partial<CodeState> = {}): CodeState => ({
  status: 'sent',
  sentAt: SENT_BEFORE,
  resent: false,
  message: '',
  ...over,
});

/** A verification under way for `purpose`, its e-mailed code session known. */
export function underWay(
  purpose: VerificationPurpose,
  codes: Partial<Pick<VerificationState, 'email' | 'phone' | 'app' | 'rememberAfter'>> = {},
): StateOverrides {
  return {
    verification: {
      ...initialVerificationState,
      purpose,
      owner: purpose === 'mfa' ? { mfaId: 'mfa-1' } : { enrollmentId: 'enr-1' },
      emailVerificationId: 'ev-1',
      codeSessionId: 'cs-1',
      email: sent(),
      ...codes,
    },
  };
}

export const submit = (channel: CodeChannel, code = '123456') => codeSubmitted({ channel, code });

/** No outcome reported and the customer left where they are. */
export function expectNoOutcome(run: SagaRun) {
  expect(reported(run, codeVerified)).toEqual([]);
  expect(reported(run, codeDenied)).toEqual([]);
  expect(reported(run, codeVerificationFailed)).toEqual([]);
  expect(run.nav).toEqual([]);
}
