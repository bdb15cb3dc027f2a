// The bank account's rules, shared by the manual-entry form and the server's saveBankInformation: the ABA routing
// number checksum, the account number's length, the account holder's name, the open date, and how a balance and a
// number are shown (whole dollars; only the last 4 digits).
import { blank, collect, type FieldError, type RuleResult } from './fieldErrors';
import { daysBetween, parseCalendarDate, todayEastern } from './dates';

/** An active checking account open at least this many days. */
export const MIN_ACCOUNT_AGE_DAYS = 30;

const digits = (value: string | null | undefined) => (value ?? '').replace(/[\s-]/g, '');

/**
 * The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. It catches every single mistyped
 * digit and most swaps of neighbours, which is why banks print it.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export function routingNumberRule(value: string | null | undefined): RuleResult {
  const v = digits(value);
  if (v === '') return 'application.bank.validation.routingRequired';
  if (!/^\d{9}$/.test(v)) return 'application.bank.validation.routingLength';
  return isAbaRoutingNumber(v) ? null : 'application.bank.validation.routingChecksum';
}

/** US account numbers run from 4 to 17 digits (the NACHA field is 17 wide). */
export function accountNumberRule(value: string | null | undefined): RuleResult {
  const v = digits(value);
  if (v === '') return 'application.bank.validation.accountRequired';
  return /^\d{4,17}$/.test(v) ? null : 'application.bank.validation.accountLength';
}

const HOLDER_NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]{0,98}[A-Za-zÀ-ÖØ-öø-ÿ.]$/;

export function holderNameRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.bank.validation.holderRequired';
  return HOLDER_NAME.test(value!.trim()) ? null : 'application.bank.validation.holderInvalid';
}

/** The open date must be a real day, not in the future. (Whether it is old enough is the decision's, not the form's.) */
export function openDateRule(value: string | null | undefined, now: Date = new Date()): RuleResult {
  if (blank(value)) return 'application.bank.validation.openDateRequired';
  const iso = parseCalendarDate(value);
  if (!iso) return 'application.bank.validation.openDateInvalid';
  return daysBetween(todayEastern(now), iso) > 0 ? 'application.bank.validation.openDateFuture' : null;
}

export interface ManualBankAccount {
  routingNumber: string | null | undefined;
  accountNumber: string | null | undefined;
  accountHoldersName: string | null | undefined;
  accountOpenDate: string | null | undefined;
}

/** Every refused field of a manually entered account, in form order. */
export function validateManualBank(account: ManualBankAccount, now: Date = new Date()): FieldError[] {
  return collect([
    ['bankInfo.accountHoldersName', holderNameRule(account.accountHoldersName)],
    ['bankInfo.routingNumber', routingNumberRule(account.routingNumber)],
    ['bankInfo.accountNumber', accountNumberRule(account.accountNumber)],
    ['bankInfo.accountOpenDate', openDateRule(account.accountOpenDate, now)],
  ]);
}

/** The digits the server keeps for a typed number (spaces and dashes people type are dropped). */
export const bankDigits = digits;

/** The balance as a whole-number string, whole dollars (cents dropped, never rounded up). */
export function wholeDollars(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  return String(Math.trunc(cents / 100));
}

/** Only the last 4 digits of a number are ever shown: "••••0000". */
export const lastFour = (value: string | null | undefined): string => {
  const d = (value ?? '').replace(/\D/g, '');
  return d.length >= 4 ? d.slice(-4) : '';
};

/** Whether an account opened on `openIso` has been open at least 30 days today (US Eastern). */
export function isOpenLongEnough(openIso: string | null | undefined, now: Date = new Date()): boolean {
  if (!openIso) return false;
  return daysBetween(openIso, todayEastern(now)) >= MIN_ACCOUNT_AGE_DAYS;
}
