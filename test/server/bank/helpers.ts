// The bank tests' pieces: the operations as the client sends them, and Link's side of the sandbox driven over HTTP as
// the sandbox dialog drives it (session, sign-in, account choice), returning the public token onSuccess would carry.
import { expect } from 'vitest';
import type { Harness } from '../harness';
import type { Callers } from '../applications/helpers';

export const CREATE_TOKEN = `mutation($id: ID!, $u: Boolean) {
  createPlaidToken(id: $id, clientName: "Lumen Cash", isUpdateMode: $u) { link_token expiration request_id linkScriptUrl } }`;
export const INITIALIZE = `mutation($id: ID!, $t: String!, $u: Boolean) {
  initializePlaidConnection(id: $id, publicToken: $t, isUpdateMode: $u) {
    checkingAccounts { account_id mask name subtype type numbers { account routing } balances { available current } }
    publicToken authStatus isAuthEnabled institution { institution_id name } resultCode } }`;
export const LINKED = `query($id: ID!) { linkedBankAccounts(applicationId: $id) { account_id mask numbers { account routing } } }`;
export const BANKING_FIELDS = `customerInformation { bankingInformation { isReadOnly accountType routingNumber
  accountNumber accountHoldersName accountBalance bankName accountOpenDate verificationStatus } }
  loanApplicationProgress { applicationUrl }`;
export const SAVE_BANK = `mutation($id: ID!, $b: BankingInformationInput!, $l: LoanApplicationProgressInput) {
  saveBankInformation(id: $id, bankInfo: $b, loanProgress: $l) { id ${BANKING_FIELDS} } }`;
export const SEARCH_VERIFICATION = `query($id: ID!) { searchBankVerification(applicationId: $id) {
  id applicationId status codes { requestCode expiresAt } decisions { requestCode siteResult decisionResult } } }`;
export const DECIDE = `mutation($id: ID!, $d: BankVerificationDecisionInput!) { saveDecisionBankVerification(id: $id, decision: $d) {
  id status decisions { requestCode siteResult decisionResult } } }`;

export async function sandbox(h: Harness, path: string, body: Record<string, unknown>) {
  const res = await fetch(`${h.baseUrl}/bank-link/sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- read by path
}

export async function linkToken(as: Callers, id: string, isUpdateMode = false): Promise<string> {
  const body = await as.call('owner', CREATE_TOKEN, { id, u: isUpdateMode });
  expect(body.errors).toBeUndefined();
  return (body.data?.createPlaidToken as { link_token: string }).link_token;
}

/** Link from start to onSuccess: the public token for the login's first account (or the accounts chosen). */
export async function linkThrough(
  h: Harness,
  token: string,
  username: string,
  institutionId = 'ins_109508',
  password = 'pass_good',
): Promise<string> {
  const credentials = { link_token: token, institution_id: institutionId, username, password };
  const listed = await sandbox(h, 'accounts', credentials);
  expect(listed.status).toBe(200);
  const done = await sandbox(h, 'complete', { ...credentials, account_ids: [] });
  expect(done.status).toBe(200);
  return done.body.public_token as string;
}
