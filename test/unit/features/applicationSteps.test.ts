// The application flow's step table as pure functions: where an application belongs, which pages may be shown, what
// comes after a save, the progress bar (Loan Details hidden for returning customers but one product), resume age.
import { describe, expect, it } from 'vitest';
import { applicationPaths as p } from '../../../src/features/application/paths';
import {
  applicationPageFor,
  canVisit,
  isResumable,
  LOAN_DETAILS_PRODUCT_FOR_RETURNING,
  nextPageAfter,
  progressOf,
  shouldTrackPageView,
} from '../../../src/features/application/steps';
import {
  application,
  DAY_MS,
  savedAt,
  withBank,
  withIncome,
  withPersonal,
  withProduct,
  withStore,
} from './applicationFixtures';

const NEW = { isReturningCustomer: false };
const RETURNING = { isReturningCustomer: true };

describe('applicationPageFor', () => {
  it('sends a customer without an application to the welcome page, and a withdrawn one too', () => {
    expect(applicationPageFor(null, NEW)).toBe(p.welcome);
    expect(applicationPageFor(application({ status: 'WITHDRAWN' }), NEW)).toBe(p.welcome);
  });

  it('sends a submitted application still in processing, or stopped at a submit error, to the transition page', () => {
    const submitted = withBank(withIncome(withStore(withProduct(withPersonal(application())))));
    expect(applicationPageFor({ ...submitted, applicationState: 'SUBMIT_ERROR' }, NEW)).toBe(p.transition);
    expect(applicationPageFor({ ...submitted, applicationState: 'PENDING_UNDERWRITING' }, NEW)).toBe(p.transition);
    expect(applicationPageFor({ ...submitted, applicationState: null }, NEW)).toBe(p.agreements);
  });

  it('walks a new customer through personal, product preference, store select, income, then the final steps', () => {
    let a = application();
    expect(applicationPageFor(a, NEW)).toBe(p.personal);
    a = withPersonal(a);
    expect(applicationPageFor(a, NEW)).toBe(p.productPreference);
    a = withProduct(a);
    expect(applicationPageFor(a, NEW)).toBe(p.storeSelect);
    a = withStore(a);
    expect(applicationPageFor(a, NEW)).toBe(p.income);
    a = withIncome(a);
    expect(applicationPageFor(a, NEW)).toBe(p.bank);
    a = withBank(a);
    expect(applicationPageFor(a, NEW)).toBe(p.agreements);
    a = { ...a, repaymentMethod: 'NDD', fundingMethod: 'EFT' };
    expect(applicationPageFor(a, NEW)).toBe(p.otp);
  });

  it('skips what a returning customer already has: personal known, Loan Details hidden', () => {
    expect(applicationPageFor(withPersonal(application()), RETURNING)).toBe(p.income);
  });

  it('shows Loan Details to a returning customer who asked for the one product code', () => {
    const a = withPersonal(withProduct(application(), LOAN_DETAILS_PRODUCT_FOR_RETURNING));
    expect(applicationPageFor(a, RETURNING)).toBe(p.storeSelect);
  });

  it('resumes on the page the customer saved progress on when it comes before the first open page', () => {
    const a = savedAt(withProduct(withPersonal(application())), p.productPreference);
    expect(applicationPageFor(a, NEW)).toBe(p.productPreference);
  });

  it('never resumes beyond the first page without answers, nor on a page that does not apply', () => {
    expect(applicationPageFor(savedAt(application(), p.income), NEW)).toBe(p.personal);
    expect(applicationPageFor(savedAt(withPersonal(application()), p.storeSelect), RETURNING)).toBe(p.income);
  });

  it('sends decided applications out of the fill-in pages', () => {
    expect(applicationPageFor(application({ status: 'DENIED' }), NEW)).toBe('/application/adverse-action');
    expect(applicationPageFor(application({ status: 'APPROVED' }), NEW)).toBe('/application/agreements');
  });
});

describe('canVisit', () => {
  it('allows a flow page only once every page before it that applies is done', () => {
    const a = withPersonal(application());
    expect(canVisit(p.personal, a, NEW)).toBe(true);
    expect(canVisit(p.productPreference, a, NEW)).toBe(true);
    expect(canVisit(p.storeSelect, a, NEW)).toBe(false);
    expect(canVisit(p.income, a, NEW)).toBe(false);
    expect(canVisit(p.income, a, RETURNING)).toBe(true);
  });

  it('refuses Loan Details pages to a returning customer and allows pages outside the flow', () => {
    const a = withPersonal(application());
    expect(canVisit(p.productPreference, a, RETURNING)).toBe(false);
    expect(canVisit(p.notInState, a, NEW)).toBe(true);
    expect(canVisit(p.resume, null, NEW)).toBe(true);
    expect(canVisit(p.account, null, NEW)).toBe(true);
    expect(canVisit(p.personal, null, NEW)).toBe(false);
  });
});

describe('nextPageAfter', () => {
  it('goes to the next page without answers after a save', () => {
    const a = withPersonal(application());
    expect(nextPageAfter(p.personal, a, NEW)).toBe(p.productPreference);
    expect(nextPageAfter(p.personal, a, RETURNING)).toBe(p.income);
  });

  it('moves on from a page whose answers were already there (editing an earlier page)', () => {
    const a = withIncome(withStore(withProduct(withPersonal(application()))));
    expect(nextPageAfter(p.personal, a, NEW)).toBe(p.bank);
  });

  it('goes back to an earlier page still without answers', () => {
    expect(nextPageAfter(p.storeSelect, withStore(withPersonal(application())), NEW)).toBe(p.productPreference);
  });
});

describe('progressOf', () => {
  it('counts five steps for a new customer and four, without Loan Details, for a returning one', () => {
    const a = withPersonal(application());
    expect(progressOf(p.storeSelect, a, NEW)).toMatchObject({ current: 2 });
    expect(progressOf(p.storeSelect, a, NEW)?.steps).toHaveLength(5);
    const returning = progressOf(p.income, a, RETURNING);
    expect(returning?.current).toBe(2);
    expect(returning?.steps.map((s) => s.id)).toEqual(['personal', 'income', 'finalSteps', 'confirmation']);
  });

  it('puts the account and the bank pages in their steps, and leaves pages outside the bar', () => {
    expect(progressOf(p.account, null, NEW)?.current).toBe(1);
    expect(progressOf('/application/bank/manual', null, NEW)?.current).toBe(3);
    expect(progressOf('/application/thank-you', null, NEW)?.current).toBe(5);
    expect(progressOf(p.welcome, null, NEW)).toBeNull();
  });
});

describe('isResumable', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('offers unsubmitted applications under 21 days old only', () => {
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    expect(isResumable(application({ createdAt: at(20) }), now)).toBe(true);
    expect(isResumable(application({ createdAt: at(21) }), now)).toBe(false);
    expect(isResumable(application({ createdAt: at(1), status: 'WITHDRAWN' }), now)).toBe(false);
  });
});

describe('shouldTrackPageView', () => {
  it('skips the adverse-action, amount and bank routes', () => {
    expect(shouldTrackPageView(p.personal)).toBe(true);
    expect(shouldTrackPageView('/application/adverse-action/retail')).toBe(false);
    expect(shouldTrackPageView('/application/amount')).toBe(false);
    expect(shouldTrackPageView('/application/bank/plaid')).toBe(false);
    expect(shouldTrackPageView('/application/bank-verification')).toBe(true);
  });
});
