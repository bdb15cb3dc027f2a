// Money as the portal shows it. Amounts are integer cents everywhere (server, store, props); this is the one place
// they become text. Typing money is src/lib/inputFormats.ts's job (formatMoney, moneyToCents), not this module's.

export type MoneyDecimals = 0 | 2 | 'auto';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(decimals: 0 | 2): Intl.NumberFormat {
  const key = String(decimals);
  let found = formatters.get(key);
  if (!found) {
    // en-US for both languages: US Spanish writes dollar amounts the same way ($1,400.00), and a contract's figures
    // must read identically in either language.
    found = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

/** Throws on a non-integer: a fraction of a cent means a float sum slipped in somewhere, which must not be displayed. */
export function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`);
  return cents;
}

/**
 * "$1,400.00" for 140000. `decimals: 0` shows whole dollars ("$1,400", rounding half away from zero), `'auto'`
 * drops ".00" from whole amounts only (slider labels, product ranges) and keeps cents otherwise.
 */
export function formatCents(cents: number, decimals: MoneyDecimals = 2): string {
  assertCents(cents);
  const whole = cents % 100 === 0;
  if (decimals === 0 || (decimals === 'auto' && whole)) {
    const dollars = Math.sign(cents) * Math.round(Math.abs(cents) / 100);
    return formatter(0).format(dollars);
  }
  // Dividing an integer by 100 can land on x.xx4999…; Intl rounds that back to the same two decimals.
  return formatter(2).format(cents / 100);
}

/** Whole dollars to cents (product limits are kept in cents; this is for constants written in dollars). */
export const dollarsToCents = (dollars: number): number => assertCents(Math.round(dollars * 100));

/** Sum of integer cents; refuses fractions so a float never enters a total. */
export const sumCents = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + assertCents(value), 0);
