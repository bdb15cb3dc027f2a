// The Customize step's choice while it is being made (before Continue saves it): kept in the page's address, beside
// the saved conversion's id once there is one, so a reload comes back to the same step with the same option and
// amount. Only what the customer picked goes there (an option number and an amount), nothing about who they are.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RefinanceOptionId } from '../../../store/conversion';

export const DRAFT_OPTION_PARAM = 'option';
export const DRAFT_AMOUNT_PARAM = 'amount';

/** An amount as typed (digits, a dollar sign, commas, points, spaces); an address holding anything else is ignored. */
const TYPED_AMOUNT = /^[$\d,.\s]{0,14}$/;

export interface RefinanceDraft {
  optionId: RefinanceOptionId;
  amount: string;
}

/** The refinance choice an address names; option 1 and an empty amount when it names none (or nonsense). */
export function refinanceDraftOf(params: URLSearchParams): RefinanceDraft {
  const option = Number(params.get(DRAFT_OPTION_PARAM));
  const optionId: RefinanceOptionId = option === 2 || option === 3 ? option : 1;
  const amount = params.get(DRAFT_AMOUNT_PARAM) ?? '';
  return { optionId, amount: optionId !== 1 && TYPED_AMOUNT.test(amount) ? amount : '' };
}

/** The conversion amount an address names, in cents, when it is a whole number of cents; else null. */
export function convertDraftOf(params: URLSearchParams): number | null {
  const raw = params.get(DRAFT_AMOUNT_PARAM);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Writes the draft into the address as it changes, replacing the history entry (Back still leaves the page); an empty
 * value (the page's own starting choice) leaves its parameter out.
 */
export function useKeepDraft(draft: Record<string, string>): void {
  const [params, setParams] = useSearchParams();
  const wanted = new URLSearchParams(params);
  for (const [key, value] of Object.entries(draft)) {
    if (value) wanted.set(key, value);
    else wanted.delete(key);
  }
  const next = wanted.toString();
  const changed = next !== params.toString();
  useEffect(() => {
    if (changed) setParams(new URLSearchParams(next), { replace: true });
  }, [changed, next, setParams]);
}
