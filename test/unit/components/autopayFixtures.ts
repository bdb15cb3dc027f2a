// What the autopay section's component tests share: a loan's autopay, off, as the server answers it, and a store
// whose GraphQL answers a test gives by operation name.
import type { LoanAutopay } from '../../../api/account/autopay/endpoints';
import { makeStore } from '../../../store';
import { initialAuthState, type AuthState } from '../../../store/auth';
import { fakeContext } from '../sagas/fakes';
import { OPEN_LOAN } from './accountHarness';
import { fakeGraphql } from './fakeGraphql';

export const AUTOPAY_OFF: LoanAutopay = {
  loanNumber: OPEN_LOAN.loanNumber,
  status: 'OFF',
  method: null,
  methodLast4: null,
  institutionName: null,
  canTurnOn: true,
  authorizationVersion: '2026-12-01',
  rangeMax: 34_500,
  skippedDueDates: [],
  nextDebit: null,
  authorization: null,
};

/**
 * A store signed in as the payday customer (or a CSR acting as them) whose GraphQL calls `answer` by operation name;
 * an operation named in `refuse` is refused (BAD_USER_INPUT) in those words. Every call is recorded.
 */
export function storeAnswering(
  answer: (name: string, variables: Record<string, unknown>) => unknown,
  refuse: Record<string, string> = {},
  auth: Partial<AuthState> = {},
) {
  const { fetch, calls } = fakeGraphql(({ name, variables }) =>
    refuse[name]
      ? { data: null, errors: [{ message: refuse[name], extensions: { code: 'BAD_USER_INPUT' } }] }
      : { data: answer(name, variables) },
  );
  const context = fakeContext();
  context.identity.session = async () => ({ idToken: 'token', claims: { email: 'open.payday@example.com' } });
  const signedIn = { ...initialAuthState, initialized: true, isAuthenticated: true, email: 'open.payday@example.com' };
  const store = makeStore(
    { auth: { ...signedIn, ...auth } },
    { extra: { identity: context.identity, fetch }, sagaContext: { ...context } },
  );
  return { store, calls };
}
