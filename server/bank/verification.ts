// Bank verification of a manually entered account, as a lender does it: typed numbers prove nothing, so the customer
// confirms the account by signing in to its bank through Link (Plaid's Auth, like its "Instant Match"). The account is
// verified when the bank the customer signed in to holds an account with the same routing and account numbers.
// A verification is a row: PENDING with a request code that expires after 7 days; every answer is kept as a decision
// (MATCH → PROCEED_APPLICATION and APPROVED; NO_MATCH or LOGIN_REQUIRED → NEEDS_NEW_FUNDING, still PENDING, so the
// customer may try again or enter another account).
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { bankVerifications, type StoredBankDecision } from '../db/schema';
import type { BankVerification, VerificationStatus } from '../graphql/generated/resolvers';
import type { Services } from '../services';
import type { StoredBanking } from './banking';
import { applicationOwner } from './owner';
import { BankLinkError, type BankLinkProvider } from './types';

export const VERIFICATION_DAYS = 7;

type VerificationRow = typeof bankVerifications.$inferSelect;

export function verificationOut(row: VerificationRow): BankVerification {
  return {
    id: row.id,
    applicationId: row.applicationId,
    status: row.status as VerificationStatus,
    codes: [{ requestCode: row.requestCode, expiresAt: row.expiresAt.toISOString() }],
    decisions: row.decisions.map((d) => ({
      requestCode: d.requestCode,
      siteResult: d.siteResult,
      decisionResult: d.decisionResult as BankVerification['decisions'][number]['decisionResult'],
    })),
  };
}

export async function latestVerification(services: Services, applicationId: string): Promise<VerificationRow | null> {
  const [row] = await services.db
    .select()
    .from(bankVerifications)
    .where(eq(bankVerifications.applicationId, applicationId))
    .orderBy(desc(bankVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new manual account needs a new verification (any earlier one was about other numbers). */
export async function requestVerification(services: Services, applicationId: string, now = new Date()) {
  const [row] = await services.db
    .insert(bankVerifications)
    .values({
      applicationId,
      requestCode: randomBytes(6).toString('hex').toUpperCase(),
      expiresAt: new Date(now.getTime() + VERIFICATION_DAYS * 24 * 60 * 60_000),
    })
    .returning();
  return row!;
}

export type VerificationAnswer = 'MATCH' | 'NO_MATCH' | 'LOGIN_REQUIRED';

/** Signs in to the bank with Link's public token and looks for the typed account there. */
export async function matchAccount(
  services: Services,
  provider: BankLinkProvider,
  applicationId: string,
  publicToken: string,
  banking: StoredBanking,
): Promise<VerificationAnswer> {
  const { cipher } = services;
  const { accessToken } = await provider.exchangePublicToken(applicationOwner(applicationId), publicToken);
  try {
    const auth = await provider.getItemAuth(accessToken);
    const routing = cipher.decrypt(banking.routingNumberSealed);
    const account = cipher.decrypt(banking.accountNumberSealed);
    return auth.accounts.some((a) => a.routing === routing && a.account === account) ? 'MATCH' : 'NO_MATCH';
  } catch (error) {
    if (error instanceof BankLinkError && error.code === 'ITEM_LOGIN_REQUIRED') return 'LOGIN_REQUIRED';
    throw error;
  }
}

export async function recordDecision(
  services: Services,
  row: VerificationRow,
  answer: VerificationAnswer,
  now = new Date(),
): Promise<VerificationRow> {
  const approved = answer === 'MATCH';
  const decision: StoredBankDecision = {
    requestCode: row.requestCode,
    siteResult: answer,
    decisionResult: approved ? 'PROCEED_APPLICATION' : 'NEEDS_NEW_FUNDING',
    decidedAt: now.toISOString(),
  };
  const [updated] = await services.db
    .update(bankVerifications)
    .set({ status: approved ? 'APPROVED' : row.status, decisions: [...row.decisions, decision], modifiedAt: now })
    .where(and(eq(bankVerifications.id, row.id), eq(bankVerifications.status, 'PENDING')))
    .returning();
  return updated ?? row;
}
