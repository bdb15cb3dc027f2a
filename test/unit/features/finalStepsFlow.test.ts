// The final steps in the flow's step table: after income, the bank step and the agreements come the texted code,
// the product, the amount, the identity step (verified, or opted out to a store) and the review, in that order; a page
// may be shown only once those before it are done.
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../api/application/endpoints';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { applicationPageFor, canVisit, nextPageAfter } from '../../../src/features/application/steps';
import { application, withBank, withIncome, withPersonal, withProduct, withStore } from './applicationFixtures';

const NEW = { isReturningCustomer: false };

// Part 1, the bank step (a linked account) and the agreements (the agreements room's saveAgreements).
const partOne = (): Application => ({
  ...withBank(withIncome(withStore(withProduct(withPersonal(application()))))),
  repaymentMethod: 'NDD',
  fundingMethod: 'EFT',
});
const withOtp = (a: Application): Application => ({
  ...a,
  loanApplication: {
    additionalAttributes: {
      optOut: null,
      canShareInfo: null,
      smsOptIn: null,
      otpResponse: 'OTP_VALID',
      disclosures: [],
    },
  },
});
const withChoice = (a: Application): Application => ({
  ...a,
  initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'ILP', channel: 'ONLINE' } },
});
const withLoan = (a: Application): Application => ({
  ...a,
  loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 140_000, term: 18 },
});
const withIdentity = (a: Application, check: Application['identityCheck']): Application => ({
  ...a,
  identityCheck: check,
});

describe('the final steps', () => {
  it('come in order: otp, products, amount, identity, then the review', () => {
    let a = partOne();
    expect(applicationPageFor(a, NEW)).toBe(p.otp);
    a = withOtp(a);
    expect(applicationPageFor(a, NEW)).toBe(p.products);
    a = withChoice(a);
    expect(applicationPageFor(a, NEW)).toBe(p.amount);
    a = withLoan(a);
    expect(applicationPageFor(a, NEW)).toBe(p.identity);
    expect(applicationPageFor(withIdentity(a, { status: 'DENIED', optedOut: false }), NEW)).toBe(p.identity);
    expect(applicationPageFor(withIdentity(a, { status: 'APPROVED', optedOut: false }), NEW)).toBe(p.submit);
    expect(applicationPageFor(withIdentity(a, { status: null, optedOut: true }), NEW)).toBe(p.submit);
  });

  it('a code that is not OTP_VALID keeps the customer on the otp page', () => {
    const a = partOne();
    const expired: Application = {
      ...a,
      loanApplication: {
        additionalAttributes: {
          optOut: null,
          canShareInfo: null,
          smsOptIn: null,
          otpResponse: 'OTP_EXPIRED',
          disclosures: [],
        },
      },
    };
    expect(applicationPageFor(expired, NEW)).toBe(p.otp);
    expect(canVisit(p.products, expired, NEW)).toBe(false);
  });

  it('shows a page only once those before it are done; the identity sub-pages are always reachable', () => {
    const a = withChoice(withOtp(partOne()));
    expect(canVisit(p.amount, a, NEW)).toBe(true);
    expect(canVisit(p.identity, a, NEW)).toBe(false);
    expect(canVisit(p.submit, a, NEW)).toBe(false);
    expect(canVisit(p.identityVerify, a, NEW)).toBe(true);
    expect(canVisit(p.submit, withIdentity(withLoan(a), { status: 'APPROVED', optedOut: false }), NEW)).toBe(true);
  });

  it('moves on after each save, and from the identity sub-pages to the review', () => {
    const done = withIdentity(withLoan(withChoice(withOtp(partOne()))), { status: 'APPROVED', optedOut: false });
    expect(nextPageAfter(p.otp, withOtp(partOne()), NEW)).toBe(p.products);
    expect(nextPageAfter(p.amount, withLoan(withChoice(withOtp(partOne()))), NEW)).toBe(p.identity);
    expect(nextPageAfter(p.identity, done, NEW)).toBe(p.submit);
  });
});
