// pageForState: every application state and decision outcome leads to a page a person
// understands, with a message where the page alone would not say why.
import { describe, expect, it } from 'vitest';
import { isTerminal, pageForState, waitingKind } from '../../../src/features/application/decision/statePages';
import { applicationPaths as p } from '../../../src/features/application/paths';

describe('pageForState', () => {
  it.each([
    [null, 'UNSUBMITTED', p.submit],
    ['SUBMITTING', 'UNSUBMITTED', p.transition],
    ['PENDING_SAS_CALL_1', 'UNSUBMITTED', p.transition],
    ['PENDING_ASSET_REPORT_DOWNLOAD', 'UNSUBMITTED', p.transition],
    ['PENDING_UNDERWRITING', 'UNSUBMITTED', p.transition],
    ['SUBMIT_APPROVED', 'APPROVED', p.transition],
    ['PENDING_PRODUCT_SELECTION', 'APPROVED', p.transition],
    ['COMPLETED_PRODUCT_SELECTION', 'APPROVED', p.transition],
    ['PENDING_ESIGN', 'APPROVED', p.esign],
    ['ESIGNING', 'APPROVED', p.transition],
    ['PENDING_ESIGN_VALIDATIONS', 'APPROVED', p.transition],
    ['PENDING_ESIGN_DOCUMENT_UPLOAD', 'APPROVED', p.uploadDocs],
    ['PENDING_BRFR', 'APPROVED', p.transition],
    ['PENDING_ORIGINATION', 'APPROVED', p.transition],
    ['ORIGINATED', 'APPROVED', p.thankYou],
    ['SUBMIT_DENIED', 'DENIED', p.adverseAction],
    ['DENIED', 'DENIED', p.adverseAction],
    ['ESIGN_ERROR', 'APPROVED', p.esign],
    ['CANEBAY_DUPLICATE', 'UNSUBMITTED', p.transition],
    ['SUBMIT_ERROR', 'UNSUBMITTED', p.transition],
  ])('%s (%s) → %s', (applicationState, status, path) => {
    expect(pageForState({ applicationState, status }).path).toBe(path);
  });

  it('explains the states that stay on the transition page or return to a page', () => {
    expect(pageForState({ applicationState: 'CANEBAY_DUPLICATE', status: 'UNSUBMITTED' }).message).toBe(
      'application.decision.duplicate.body',
    );
    expect(pageForState({ applicationState: 'ESIGN_ERROR', status: 'APPROVED' }).message).toBe(
      'application.decision.message.esignError',
    );
  });

  it.each([
    ['CARD_ERROR_1', 'application.decision.message.cardError1'],
    ['CARD_ERROR_2', 'application.decision.message.cardError2'],
    ['NEEDS_NEW_FUNDING', 'application.decision.message.needsNewFunding'],
    ['NEEDS_NEW_REPAYMENT', 'application.decision.message.needsNewRepayment'],
  ])('sends %s to the agreements page’s method choice with its message', (outcome, message) => {
    expect(pageForState({ applicationState: 'SUBMIT_ERROR', status: 'UNSUBMITTED', decision: { outcome } })).toEqual({
      path: p.agreements,
      message,
    });
  });

  it('sends ESIGN_RECALCULATED to e-sign with the recalculated offer’s message', () => {
    expect(
      pageForState({ applicationState: 'PENDING_PRODUCT_SELECTION', status: 'APPROVED', action: 'ESIGN_RECALCULATED' }),
    ).toEqual({ path: p.esign, message: 'application.decision.message.recalculated' });
  });

  it('knows the listener’s terminal messages and the waiting words', () => {
    expect(
      ['ORIGINATED', 'DENIED', 'SUBMIT_ERROR', 'CANEBAY_DUPLICATE'].every((s) => isTerminal({ applicationState: s })),
    ).toBe(true);
    expect(isTerminal({ applicationState: 'PENDING_ESIGN', action: 'ESIGN_RECALCULATED' })).toBe(true);
    expect(isTerminal({ applicationState: 'PENDING_ESIGN' })).toBe(false);
    expect(waitingKind('PENDING_UNDERWRITING')).toBe('underwriting');
    expect(waitingKind('PENDING_ESIGN')).toBeNull();
  });
});
