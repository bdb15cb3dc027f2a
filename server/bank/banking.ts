// The application's bank account as `applications.data` keeps it (customerInformation.bankingInformation): the
// routing and account numbers sealed with only their last 4 in clear, the balance in cents, the account-open date,
// and where it came from (a bank link, or typed by hand and then verified). bankingOut decides what leaves the server.
import { maskNumber } from '../../src/lib/mask';
import type { BankingInformation, VerificationStatus } from '../graphql/generated/resolvers';

export interface StoredBanking {
  source: 'LINK' | 'MANUAL';
  isReadOnly: boolean;
  accountType: 'CHECKING' | 'SAVINGS';
  routingNumberSealed: string;
  routingNumberLast4: string;
  accountNumberSealed: string;
  accountNumberLast4: string;
  accountHoldersName: string | null;
  /** Cents at the time the account was captured; null when typed by hand. */
  accountBalance: number | null;
  bankName: string | null;
  accountOpenDate: string | null;
  /** The linked account (bank_accounts.account_id). */
  linkedAccountId: string | null;
  /** A manual account's verification status. */
  verificationStatus: VerificationStatus | null;
}

/** A sealed number's masked form: always 9 characters (*****1533), so the length says nothing. */
const maskedLast4 = (last4: string) => maskNumber(`00000${last4}`);

export function bankingOut(b: StoredBanking | null | undefined): BankingInformation | null {
  if (!b) return null;
  return {
    isReadOnly: b.isReadOnly,
    accountType: b.accountType,
    routingNumber: maskedLast4(b.routingNumberLast4),
    accountNumber: maskedLast4(b.accountNumberLast4),
    accountHoldersName: b.accountHoldersName,
    accountBalance: b.accountBalance,
    bankName: b.bankName,
    accountOpenDate: b.accountOpenDate,
    verificationStatus: b.source === 'MANUAL' ? (b.verificationStatus ?? 'PENDING') : null,
  };
}
