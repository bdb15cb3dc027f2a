// The embedded Link sandbox's banks and logins, as Plaid's sandbox has them:
// user_good / pass_good has a checking account open two years ($1,250.37) and a savings account; user_new a checking
// account open 10 days; user_savings savings only; user_empty no accounts at all (Link answers NO_ACCOUNTS). Any other
// password, or an unknown login, is INVALID_CREDENTIALS. "Relogin Bank" answers ITEM_LOGIN_REQUIRED once per item;
// "Gingham Credit Union" does not give account numbers (no Auth product). Dates are relative to today in US Eastern.
import { addDays, addYears, format, parseISO } from 'date-fns';
import { todayEastern } from '../../src/lib/application/dates';

export interface SandboxInstitution {
  institution_id: string;
  name: string;
  /** The bank asks every new item to sign in again once (ITEM_LOGIN_REQUIRED). */
  reloginOnce?: boolean;
  /** The bank gives account and routing numbers (Plaid's Auth product). */
  auth: boolean;
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { institution_id: 'ins_109508', name: 'First Platypus Bank', auth: true },
  { institution_id: 'ins_109511', name: 'Tartan Bank', auth: true },
  { institution_id: 'ins_relogin', name: 'Relogin Bank', reloginOnce: true, auth: true },
  { institution_id: 'ins_gingham', name: 'Gingham Credit Union', auth: false },
];

export const SANDBOX_PASSWORD = 'pass_good';
/** Plaid's sandbox routing number (it passes the ABA checksum). */
export const SANDBOX_ROUTING = '011401533';

export interface SandboxAccount {
  /** Stable within an item: the item id plus this suffix. */
  suffix: string;
  name: string;
  official_name: string;
  type: 'depository';
  subtype: 'checking' | 'savings';
  account: string;
  routing: string;
  availableCents: number;
  currentCents: number;
  /** Days before today the account was opened. */
  openedDaysAgo: number;
}

const TWO_YEARS = -1;

const checking = (mask: string, availableCents: number, openedDaysAgo: number): SandboxAccount => ({
  suffix: `chk${mask}`,
  name: 'Plaid Checking',
  official_name: 'Plaid Gold Standard 0% Interest Checking',
  type: 'depository',
  subtype: 'checking',
  account: `111122223333${mask}`,
  routing: SANDBOX_ROUTING,
  availableCents,
  currentCents: availableCents,
  openedDaysAgo,
});

const savings = (mask: string, availableCents: number): SandboxAccount => ({
  suffix: `sav${mask}`,
  name: 'Plaid Saving',
  official_name: 'Plaid Silver Standard 0.1% Interest Saving',
  type: 'depository',
  subtype: 'savings',
  account: `111122223333${mask}`,
  routing: SANDBOX_ROUTING,
  availableCents,
  currentCents: availableCents,
  openedDaysAgo: TWO_YEARS,
});

export const SANDBOX_USERS: Readonly<Record<string, readonly SandboxAccount[]>> = {
  user_good: [checking('0000', 125_037, TWO_YEARS), savings('1111', 21_000)],
  user_new: [checking('2222', 45_000, 10)],
  user_savings: [savings('3333', 80_000)],
  user_empty: [],
};

export const sandboxInstitution = (id: string) => SANDBOX_INSTITUTIONS.find((i) => i.institution_id === id) ?? null;

/** The accounts of a sandbox login, or null when the credentials are refused. */
export function sandboxLogin(username: string, password: string): readonly SandboxAccount[] | null {
  if (password !== SANDBOX_PASSWORD) return null;
  return Object.hasOwn(SANDBOX_USERS, username) ? SANDBOX_USERS[username]! : null;
}

/** The day an account was opened, YYYY-MM-DD (two years ago, or so many days ago). */
export function openDateOf(account: SandboxAccount, now: Date = new Date()): string {
  const today = parseISO(todayEastern(now));
  const opened = account.openedDaysAgo === TWO_YEARS ? addYears(today, -2) : addDays(today, -account.openedDaysAgo);
  return format(opened, 'yyyy-MM-dd');
}
