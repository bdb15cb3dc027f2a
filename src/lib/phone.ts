// How the portal shows a phone number, in one place, so a borrower never meets the same kind of number written two
// ways: a number that arrives as digits (a store's: punctuation is stripped on the way in) is shown through
// displayPhone, and the numbers the portal holds itself (the brands', the creditors' and the credit bureaus') are kept
// in the form displayPhone gives (test/unit/lib/phone.test.ts checks them).

/** Toll-free area codes (the North American Numbering Plan's 8XX codes in service). */
const TOLL_FREE = new Set(['800', '833', '844', '855', '866', '877', '888']);

/** The ten digits of a US number (a leading country code 1 dropped), or null when it is not one. */
export function phoneDigitsOf(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // A US area code and exchange never start with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/**
 * "(614) 555-0417" for a local number, "1-800-561-2274" for a toll-free one (dialled with the 1 from anywhere, and the
 * way the brands publish theirs); anything that is not a US number is shown as given.
 */
export function displayPhone(phone: string): string {
  const d = phoneDigitsOf(phone);
  if (!d) return phone.trim();
  const [area, exchange, line] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  return TOLL_FREE.has(area) ? `1-${area}-${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}
