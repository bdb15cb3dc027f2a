// When a funded loan's money reaches the customer (debit-card funding in as little as 30
// minutes). Pure: the instant the loan was signed, the brand and the funding method in; the promise out.
// - Debit card (on the brands that push to cards): as soon as 30 minutes after signing.
// - ACH (a bank deposit, and every other method): signed on a business day by 8:00 pm Eastern, the next business day;
//   otherwise (after 8:00 pm, a weekend or a bank holiday) the second business day after the day of signing.
import type { BrandKey } from '../../brands/catalog';
import { easternClock, isBusinessDay, nextBusinessDay } from './bankCalendar';

export const DEBIT_CARD_MINUTES = 30;
/** The ACH cut-off, in minutes past Eastern midnight (8:00 pm); a signature at 8:00 pm exactly is in time. */
export const ACH_CUTOFF_MINUTES = 20 * 60;

/**
 * Which brands fund to a debit card. The short-term brands push to cards; the installment brand's partner bank and
 * the card brand fund by ACH only, so a debit-card choice there is paid by ACH.
 */
export const FUNDS_TO_CARD: Record<BrandKey, boolean> = {
  lumen: true,
  harbor: true,
  pinecrest: true,
  meridian: false,
  keel: false,
};

export type FundsTiming =
  | { method: 'DEBIT_CARD'; minutes: number; availableAt: string; businessDate: string }
  | { method: 'ACH'; minutes: null; availableAt: null; businessDate: string };

export function fundsTiming(input: {
  brand: BrandKey;
  fundingMethod: string | null | undefined;
  signedAt: Date;
}): FundsTiming {
  const { day, minutes } = easternClock(input.signedAt);
  if (input.fundingMethod === 'DEBIT_CARD' && FUNDS_TO_CARD[input.brand]) {
    const at = new Date(input.signedAt.getTime() + DEBIT_CARD_MINUTES * 60_000);
    return {
      method: 'DEBIT_CARD',
      minutes: DEBIT_CARD_MINUTES,
      availableAt: at.toISOString(),
      businessDate: easternClock(at).day,
    };
  }
  const inTime = isBusinessDay(day) && minutes <= ACH_CUTOFF_MINUTES;
  const next = nextBusinessDay(day);
  return { method: 'ACH', minutes: null, availableAt: null, businessDate: inTime ? next : nextBusinessDay(next) };
}
