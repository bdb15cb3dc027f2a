// The store-select step's rule: a store number from the locator, or 2997, which means "no store".
// Whether the store exists is the server's to check against its stores.
import { blank, type RuleResult } from './fieldErrors';

export const NO_STORE_NUMBER = '2997';

export const isNoStore = (storeNumber: string | null | undefined): boolean => storeNumber?.trim() === NO_STORE_NUMBER;

export function storeNumberRule(value: string | null | undefined): RuleResult {
  if (blank(value)) return 'application.validation.storeRequired';
  return /^\d{1,6}$/.test(value!.trim()) ? null : 'application.validation.storeUnknown';
}
