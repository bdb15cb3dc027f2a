// answerRecheck's dispatch: the argument each method needs (a code, or a passkey's answer as JSON), checked before
// anything is looked up, then the caller's own re-check answered by that method's check (server/recheck).
import { assertionOf } from '../../identity/passkeyAssertion';
import { CognitoError } from '../../identity/errors';
import { answerWithAppCode } from '../../recheck/appCode';
import { answerWithPasskey } from '../../recheck/passkey';
import { answerWithEmailCode, type RecheckDeps } from '../../recheck/rechecks';
import { ownRecheck } from '../../recheck/settle';
import { codeProblem, isUuid } from '../../verification/input';
import type { GraphQLContext } from '../context';
import { badInput } from '../errors';
import type { MutationAnswerRecheckArgs, RecheckOutcome } from '../generated/resolvers';
import { callerSignIn, siteOf } from './recheckCaller';

/** The largest passkey answer accepted: a few kilobytes of base64url, with room to spare. */
const MAX_CREDENTIAL_LENGTH = 16_384;

function parsedCredential(credential: string | null | undefined) {
  if (!credential) throw badInput('The passkey answer is required.');
  if (credential.length > MAX_CREDENTIAL_LENGTH) throw badInput('The passkey answer is too long.');
  try {
    return assertionOf(credential);
  } catch (error) {
    if (error instanceof CognitoError) throw badInput(error.message);
    throw error;
  }
}

function checkedCode(code: string | null | undefined): string {
  const problem = codeProblem(code ?? '');
  if (problem || !code) throw badInput(problem ?? 'Required.');
  return code.trim();
}

export async function answerRecheck(
  ctx: GraphQLContext,
  deps: RecheckDeps,
  { recheckId, method, code, credential }: MutationAnswerRecheckArgs,
): Promise<RecheckOutcome | 'NOT_FOUND' | 'NOT_OFFERED' | 'NO_CODE'> {
  if (!isUuid(recheckId)) throw badInput('recheckId is not a re-check id.');
  const now = ctx.services.clock();
  if (method === 'EMAIL_CODE') {
    const typed = checkedCode(code);
    const { user, signIn } = await callerSignIn(ctx);
    return answerWithEmailCode(deps, user, signIn, { recheckId, code: typed }, now);
  }
  const typed = method === 'AUTHENTICATOR' ? checkedCode(code) : '';
  const assertion = method === 'PASSKEY' ? parsedCredential(credential) : undefined;
  const { user, signIn } = await callerSignIn(ctx);
  const row = await ownRecheck(deps.db, user, signIn, recheckId);
  if (!row) return 'NOT_FOUND';
  if (!assertion) return answerWithAppCode(deps, user, signIn, row, typed, now);
  return answerWithPasskey(deps.db, user, signIn, row, { credential: assertion, rp: siteOf(ctx) }, now);
}
