// The otp step (OTP_VALID, OTP_EXPIRED, OTP_EXCEEDED): a code texted to the application's phone on
// file, through the shared code challenges (server/verification), owned by the application. Every result is kept on
// the application as loanApplication.additionalAttributes.otpResponse; OTP_VALID is final.
import type { Cipher } from '../../db/cipher';
import type { Db } from '../../db/client';
import type { OtpResult } from '../../graphql/generated/resolvers';
import type { Outbox } from '../../outbox/outbox';
import type { CodeOwner } from '../../verification/codeChallenges';
import { textCode } from '../../verification/codeMessages';
import { checkTextedCode, send, type CodeChecking, type CodeSending } from '../../verification/codeVerification';
import { isOtherPhone, maskPhone, phoneDigits } from '../../verification/textedCodes';
import { dataOf } from '../data';
import type { ApplicationRow } from '../openApplications';
import { updateApplication } from '../repository';
import { withOtpResponse } from './stored';
import type { Lang } from '../../../src/lib/i18n/lang';

export interface OtpDeps {
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  /** The language of the page that asked, for the codes it sends (server/verification/codeMessages.ts). */
  lang?: Lang;
}

/** Why a code cannot be sent; the resolver turns it into BAD_USER_INPUT. */
export class OtpRefusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const owner = (applicationId: string): CodeOwner => ({ kind: 'application', id: applicationId, channel: 'sms' });

/** The application's primary phone (the first one when none is marked primary), as 10 digits; null when none. */
export function applicationPhone(row: ApplicationRow): string | null {
  const phones = dataOf(row).customerInformation?.contactInformation?.phones ?? [];
  const primary = phones.find((p) => p.phonePreference === 'PRIMARY') ?? phones[0];
  return phoneDigits(primary?.number);
}

/** The phone a code goes to: only the one on the application (a customer cannot send codes to any number). */
export function phoneFor(row: ApplicationRow, requested?: string | null): string {
  const phone = applicationPhone(row);
  if (!phone) throw new OtpRefusal('The application has no phone number yet: save the personal step first.');
  if (isOtherPhone(phone, requested))
    throw new OtpRefusal(
      'For your security, we can only text a code to the phone number on the application.',
      'phoneNumber',
    );
  return phone;
}

export interface SentCode {
  success: boolean;
  sentTo: string;
  outcome: 'sent' | 'too-soon' | 'limit' | 'settled';
}

/** sendOtp: the first code, or a new one once the resend wait has passed (the old one stops working). */
export async function sendApplicationOtp(
  deps: OtpDeps,
  row: ApplicationRow,
  requested: string | null | undefined,
  now = new Date(),
): Promise<SentCode> {
  const phone = phoneFor(row, requested);
  const sending: CodeSending = {
    owner: owner(row.id),
    deliver: (code) => textCode(deps.outbox, phone, code, deps.lang),
  };
  const sent = await send(deps, sending, now);
  return { success: sent?.success ?? false, sentTo: maskPhone(phone), outcome: sent?.reason ?? 'settled' };
}

/** otpSearch: the code against the current one; the result is stored on the application. */
export async function checkApplicationOtp(
  deps: OtpDeps,
  row: ApplicationRow,
  code: string,
  now = new Date(),
): Promise<OtpResult> {
  // The challenge's verdict is the application's result, stored below for every answer; nothing else follows it.
  const checking: CodeChecking = { owner: owner(row.id), follow: async () => undefined };
  const result = (await checkTextedCode(deps, checking, code, now)) ?? 'OTP_EXPIRED'; // none sent yet: send one
  const data = dataOf(row);
  const stored = withOtpResponse(data, result);
  if (stored !== data) await updateApplication(deps.db, row.id, { data: stored }, now);
  return result;
}
