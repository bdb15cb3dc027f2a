// Every rule of the demo decision engine (docs/seed-data.md "Applicants and the demo decision"), one applicant each,
// and the edges.
import { describe, expect, it } from 'vitest';
import { decide, monthlyNetCents, REASONS, type DecisionFacts } from '../../../server/decision/engine';
import { brandStates, missingParts, productMaxCents } from '../../../server/decision/facts';

const facts = (over: Partial<DecisionFacts> = {}): DecisionFacts => ({
  lastName: 'Newman',
  dateOfBirth: '1985-04-12',
  today: '2026-11-24',
  stateCode: 'OH',
  brandStates: ['OH', 'CA'],
  netPerPeriodCents: 150_000,
  paymentFrequency: 'BI',
  accountOpenDate: '2024-01-02',
  fundingMethod: 'ACH',
  repaymentMethod: 'ACH',
  previousOutcome: null,
  requestedCents: 100_000,
  productMaxCents: 300_000,
  ...over,
});

describe('the demo decision engine', () => {
  it('approves anyone else, 18 or older in a state the brand lends in, for the amount asked', () => {
    expect(decide(facts())).toEqual({
      outcome: 'PROCEED_APPLICATION',
      reasons: [],
      approvedAmount: 100_000,
      consumerReport: null,
      manualReview: false,
    });
  });

  it('approves at most the product maximum (already capped by the state)', () => {
    expect(decide(facts({ requestedCents: 500_000, productMaxCents: 240_000 })).approvedAmount).toBe(240_000);
  });

  it('declines a monthly net income under $1,000, counting pay periods per month', () => {
    // $460 every two weeks is $996.67 a month; $462 is $1,001.
    const low = decide(facts({ netPerPeriodCents: 46_000 }));
    expect(low.outcome).toBe('DECLINED');
    expect(low.reasons).toEqual(['Income insufficient for amount of credit requested']);
    expect(low.consumerReport).toBeNull();
    expect(decide(facts({ netPerPeriodCents: 46_200 })).outcome).toBe('PROCEED_APPLICATION');
    expect(monthlyNetCents({ netPerPeriodCents: 100_000, paymentFrequency: 'MON' })).toBe(100_000);
    expect(decide(facts({ netPerPeriodCents: 99_999, paymentFrequency: 'MON' })).outcome).toBe('DECLINED');
    expect(decide(facts({ netPerPeriodCents: 50_000, paymentFrequency: 'BIM' })).outcome).toBe('PROCEED_APPLICATION');
  });

  it('declines last name Decline on a thin credit file, with the consumer report it used, never citing identity', () => {
    const d = decide(facts({ lastName: ' decline ' }));
    expect(d.outcome).toBe('DECLINED');
    // The identity check passed for this applicant: neither the reason nor the report's key factors speak of identity.
    expect(d.reasons).toEqual(['Limited credit experience']);
    expect([...d.reasons, ...(d.consumerReport?.keyFactors ?? [])].join(' ')).not.toMatch(/identity/i);
    expect(d.consumerReport).toMatchObject({
      bureau: 'Clearwater Consumer Reporting',
      scoreRange: { low: 300, high: 850 },
      pulledOn: '2026-11-24',
    });
    expect(d.consumerReport?.phone).toMatch(/^1-800-/);
  });

  it('declines a bank account open under 30 days (29 declined, 30 accepted, unknown not refused)', () => {
    expect(decide(facts({ accountOpenDate: '2026-10-26' })).reasons).toEqual([REASONS.bankAge]);
    expect(decide(facts({ accountOpenDate: '2026-10-25' })).outcome).toBe('PROCEED_APPLICATION');
    expect(decide(facts({ accountOpenDate: null })).outcome).toBe('PROCEED_APPLICATION');
    expect(REASONS.bankAge).toBe('Length of banking relationship');
  });

  it('asks Card for another funding method: CARD_ERROR_1, then CARD_ERROR_2 on the same card, then proceeds', () => {
    expect(decide(facts({ lastName: 'Card', fundingMethod: 'DEBIT_CARD' })).outcome).toBe('CARD_ERROR_1');
    expect(decide(facts({ lastName: 'Card', fundingMethod: null })).outcome).toBe('CARD_ERROR_1');
    expect(
      decide(facts({ lastName: 'Card', fundingMethod: 'DEBIT_CARD', previousOutcome: 'CARD_ERROR_1' })).outcome,
    ).toBe('CARD_ERROR_2');
    expect(decide(facts({ lastName: 'Card', fundingMethod: 'ACH', previousOutcome: 'CARD_ERROR_2' })).outcome).toBe(
      'PROCEED_APPLICATION',
    );
  });

  it('asks Funding for a new funding method and Repayment for a new repayment method while ACH is kept', () => {
    expect(decide(facts({ lastName: 'Funding' })).outcome).toBe('NEEDS_NEW_FUNDING');
    // EFT is the bank-account funding the agreements page saves (ACH is an older seed's word for it).
    expect(decide(facts({ lastName: 'Funding', fundingMethod: 'EFT' })).outcome).toBe('NEEDS_NEW_FUNDING');
    expect(decide(facts({ lastName: 'Funding', fundingMethod: null })).outcome).toBe('NEEDS_NEW_FUNDING');
    expect(decide(facts({ lastName: 'Funding', fundingMethod: 'DEBIT_CARD' })).outcome).toBe('PROCEED_APPLICATION');
    expect(decide(facts({ lastName: 'Repayment' })).outcome).toBe('NEEDS_NEW_REPAYMENT');
    expect(decide(facts({ lastName: 'Repayment', repaymentMethod: 'NDD' })).outcome).toBe('PROCEED_APPLICATION');
  });

  it('holds Review for manual review, then approves', () => {
    const d = decide(facts({ lastName: 'Review' }));
    expect(d).toMatchObject({ outcome: 'PROCEED_APPLICATION', manualReview: true, approvedAmount: 100_000 });
  });

  it('counteroffers Counter half the amount in whole $50', () => {
    expect(decide(facts({ lastName: 'Counter', requestedCents: 130_000 })).approvedAmount).toBe(65_000);
    expect(decide(facts({ lastName: 'Counter', requestedCents: 5_000 })).approvedAmount).toBe(5_000);
  });

  it('declines outside the brand’s states and under 18', () => {
    expect(decide(facts({ stateCode: 'NY' })).reasons).toEqual([REASONS.notLent]);
    expect(decide(facts({ dateOfBirth: '2008-11-25' })).reasons).toEqual([REASONS.age]);
    expect(decide(facts({ dateOfBirth: '2008-11-24' })).outcome).toBe('PROCEED_APPLICATION');
  });

  it('checks income before the credit file and the credit file before the bank account', () => {
    const all = facts({ lastName: 'Decline', netPerPeriodCents: 10_000, accountOpenDate: '2026-11-20' });
    expect(decide(all).reasons).toEqual([REASONS.income]);
    expect(decide({ ...all, netPerPeriodCents: 150_000 }).reasons).toEqual([REASONS.creditExperience]);
  });
});

describe('facts from the application', () => {
  it('knows the brand’s states and the product maximum with California’s cap', () => {
    expect(brandStates('lumen')).toContain('OH');
    expect(brandStates('lumen')).not.toContain('NY');
    const ilp = { initialApplicationDetails: { product: { productCode: 'ILP' as const, channel: 'ONLINE' as const } } };
    expect(productMaxCents(ilp, 'OH')).toBe(300_000);
    expect(productMaxCents(ilp, 'CA')).toBe(240_000);
  });

  it('names every missing part of an empty application', () => {
    expect(missingParts({}).map((m) => m.field)).toEqual([
      'personalInformation',
      'incomeInformation',
      'bankingInformation',
      'agreements',
      'otpResponse',
      'product',
      'loanRequest',
    ]);
  });
});

describe('the decision as the client reads it', () => {
  it('reads a decision with fields missing (a lead clone, a dev tool) without failing the application read', async () => {
    const { decisionOut } = await import('../../../server/decision/toGraphQL');
    expect(decisionOut({ decision: { outcome: 'DECLINED', reasons: ['Unable to verify identity'] } })).toEqual({
      outcome: 'DECLINED',
      reasons: ['Unable to verify identity'],
      approvedAmount: null,
      requestedAmount: 0,
      consumerReportUsed: false,
      decidedAt: '',
    });
    expect(decisionOut({ decision: null })).toBeNull();
  });
});
