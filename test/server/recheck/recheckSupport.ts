// Shared by the re-check tests: the GraphQL operations as the client sends them, and a customer of their own whose
// sign-in's proof has gone stale (so each test's hourly count of re-checks starts at zero).
import { decodeJwt } from 'jose';
import { lastProofAt } from '../../../server/identity/recentProof';
import type { Harness } from '../harness';
import { newCustomer } from '../authenticatorSupport';
import type { TestClock } from '../testClock';

export const START = `mutation { startRecheck { recheckId methods codeSent maskedEmail expiresInMinutes } }`;
export const SEND_CODE = `mutation($id: ID!) { sendRecheckCode(recheckId: $id) { maskedEmail expiresInMinutes } }`;
export const PASSKEY_OPTIONS = `mutation($id: ID!) { recheckPasskeyOptions(recheckId: $id) { options } }`;
export const ANSWER = `mutation($id: ID!, $m: RecheckMethod!, $code: String, $credential: String) {
  answerRecheck(recheckId: $id, method: $m, code: $code, credential: $credential) { outcome } }`;

export const SIX_MINUTES = 6 * 60 * 1000;

export interface Started {
  recheckId: string;
  methods: string[];
  codeSent: boolean;
  maskedEmail: string;
  expiresInMinutes: number;
}

/** A new customer signed in (proved at sign-in), with both tokens. */
export async function signedInCustomer(h: Harness, name: string) {
  const email = await newCustomer(h, name);
  const tokens = await h.signInTokens(email);
  return { email, idToken: tokens.IdToken, accessToken: tokens.AccessToken };
}

/** Lets the sign-in's proof go stale. */
export const goStale = (clock: TestClock) => clock.advance(SIX_MINUTES);

export async function start(h: Harness, token: string, headers: Record<string, string> = {}): Promise<Started> {
  const res = await h.graphql(START, { token, headers });
  if (!res.body.data) throw new Error(`startRecheck: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.startRecheck as Started;
}

export async function answer(
  h: Harness,
  token: string,
  variables: { id: string; m: string; code?: string; credential?: string },
  headers: Record<string, string> = {},
) {
  return h.graphql(ANSWER, { token, variables, headers });
}

export const outcomeOf = (res: { body: { data?: Record<string, unknown> | null } }) =>
  (res.body.data?.answerRecheck as { outcome?: string } | undefined)?.outcome;

/** How many codes went to `email` so far. */
export async function codesSentTo(h: Harness, email: string): Promise<number> {
  return (await h.server.services.outbox.list(email)).filter((m) => m.code).length;
}

/** How the sign-in of `token` last proved itself, and when; null when it never did. */
export async function lastProof(h: Harness, token: string): Promise<Date | null> {
  const { origin_jti: originJti, sub } = decodeJwt(token);
  return lastProofAt(h.server.services.db, { originJti: String(originJti), subject: String(sub) });
}
