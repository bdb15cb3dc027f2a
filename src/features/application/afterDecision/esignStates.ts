// Which e-sign page an application's state belongs on (pure, so the screens and their tests share it): a hold goes to
// hold-esign, documents still being made to agreements/not-ready, a signature awaited to esign.
import type { EsignState } from '../../../../api/application/afterDecision/endpoints';
import { applicationPaths as p } from '../paths';

/** Approved, but the loan documents are still being made (the product or amount may still be recalculated). */
export const DOCUMENTS_NOT_READY = new Set([
  'SUBMIT_APPROVED',
  'PENDING_PRODUCT_SELECTION',
  'COMPLETED_PRODUCT_SELECTION',
]);

export function esignPageFor(state: EsignState | null | undefined): string | null {
  if (!state) return null;
  if (state.isEsignDisabled) return p.holdEsign;
  if (state.status && DOCUMENTS_NOT_READY.has(state.status)) return p.agreementsNotReady;
  if (state.isPendingEsign) return p.esign;
  return null;
}

/** The signature matches the applicant's name: case, accents' absence and extra spaces aside. */
export function signatureMatches(typed: string, firstName: string, lastName: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z' -]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const expected = norm(`${firstName} ${lastName}`);
  return expected === '' ? norm(typed).length >= 2 : norm(typed) === expected;
}
