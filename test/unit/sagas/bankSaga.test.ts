// The bank saga with the real reducers and its endpoints answered by name: Link's callbacks (as events) lead to the
// bank pages — OPEN to bank/open, success to verify then account select, ITEM_LOGIN_REQUIRED to the
// "Institution Requirement" modal and update mode, invalid credentials and no accounts to their pages with a page view,
// no checking, no Auth — and an account saved moves on to the next page of the flow.
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { bankApi } from '../../../api/application/bank/endpoints';
import { applicationApi } from '../../../api/application/endpoints';
import { EndpointError } from '../../../sagas/callEndpoint';
import {
  chooseAccount,
  linkEvent,
  linkExited,
  linkFailed,
  linkSucceeded,
  requestLink,
  saveManual,
} from '../../../sagas/application/bank';
import { applicationPaths as p } from '../../../src/features/application/paths';
import { plainRootReducer, type RootState } from '../../../store';
import { initialApplicationState } from '../../../store/application';
import {
  bankAccountChosen,
  bankLinkFailed,
  bankLinkRequested,
  initialBankState,
  manualBankSubmitted,
  plaidEventReceived,
  plaidExited,
  plaidSucceeded,
  type BankState,
} from '../../../store/bank';
import {
  application,
  withBank,
  withIncome,
  withPersonal,
  withProduct,
  withStore,
} from '../features/applicationFixtures';
import { answeringEndpoints, type EndpointCallOf } from './endpointAnswers';
import { contextProviders, fakeContext } from './fakes';
import { stateWith } from './harness';

const ENDPOINTS = { ...applicationApi.endpoints, ...bankApi.endpoints };
type Name = keyof typeof ENDPOINTS;
const ID = application().id;

async function run(
  saga: (action: never) => Generator,
  action: UnknownAction,
  answers: Partial<Record<Name, unknown>>,
  bank: Partial<BankState> = {},
) {
  const ctx = fakeContext();
  const calls: EndpointCallOf<Name>[] = [];
  const base = stateWith({
    auth: { initialized: true, isAuthenticated: true, email: 'new.customer@example.com', customerType: 'new' },
  });
  const initial = plainRootReducer(
    {
      ...base,
      application: { ...initialApplicationState, applicationId: ID, status: 'ready' },
      bank: { ...initialBankState, ...bank },
    } as RootState,
    action,
  );
  function* root() {
    yield call(saga as never, action as never);
  }
  const { storeState } = await expectSaga(root)
    .withReducer(plainRootReducer, initial)
    .provide([contextProviders(ctx), answeringEndpoints(ENDPOINTS, answers, calls)] as never)
    .run();
  return { state: storeState as RootState, calls, nav: ctx.nav.navigations.map((n) => n.to), tracked: ctx.tracked };
}

const CHECKING = {
  account_id: 'item-1-chk0000',
  mask: '0000',
  name: 'Plaid Checking',
  official_name: null,
  subtype: 'checking',
  type: 'depository',
  numbers: { account: '************0000', routing: '*****1533' },
  balances: { available: 125037, current: 125037 },
};
const connection = (over: Record<string, unknown> = {}) => ({
  checkingAccounts: [CHECKING],
  publicToken: 'public-sandbox-1',
  authStatus: 'AUTH_OK',
  isAuthEnabled: true,
  institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
  resultCode: null,
  ...over,
});
const TOKEN = {
  link_token: 'link-sandbox-1',
  expiration: '2030-01-01',
  request_id: 'r',
  linkScriptUrl: '/bank-link/link-initialize.js',
};

describe('opening Link', () => {
  it('consent → bank/plaid, a Link token for the host (masked in DevTools by its name)', async () => {
    const { state, nav, calls } = await run(requestLink, bankLinkRequested({ purpose: 'link' }), {
      createPlaidToken: TOKEN,
    });
    expect(nav).toEqual([p.bankPlaid]);
    expect(state.bank).toMatchObject({ phase: 'linking', linkToken: 'link-sandbox-1', purpose: 'link' });
    expect(calls[0]).toMatchObject({ name: 'createPlaidToken', arg: { id: ID, isUpdateMode: false } });
  });

  it('update mode asks for an update-mode token and closes the modal', async () => {
    const { state, calls } = await run(
      requestLink,
      bankLinkRequested({ purpose: 'update' }),
      { createPlaidToken: TOKEN },
      {
        relogin: { institutionName: 'Relogin Bank' },
      },
    );
    expect(state.bank.relogin).toBeNull();
    expect(calls[0]).toMatchObject({ arg: { isUpdateMode: true } });
  });

  it('a token that cannot be made: error-initializing', async () => {
    const { nav, state } = await run(requestLink, bankLinkRequested({ purpose: 'link' }), {
      createPlaidToken: new EndpointError({ kind: 'server', message: 'down', code: 'INTERNAL_SERVER_ERROR' }),
    });
    expect(nav).toEqual([p.bankPlaid]);
    expect(state.bank.phase).toBe('idle');
    // bankLinkFailed, also what the host reports when Link's script cannot load, shows error-initializing.
    const failed = await run(linkFailed, bankLinkFailed(), {});
    expect(failed.nav).toEqual([p.bankErrorInitializing]);
  });

  it("Link's OPEN event shows bank/open", async () => {
    const { nav } = await run(
      linkEvent,
      plaidEventReceived({ eventName: 'OPEN', errorCode: null }),
      {},
      {
        phase: 'linking',
      },
    );
    expect(nav).toEqual([p.bankOpen]);
  });
});

describe("Link's exit", () => {
  it.each([
    ['INVALID_CREDENTIALS', p.bankInvalidCredentials, true],
    ['NO_ACCOUNTS', p.bankNoData, true],
    ['INSTITUTION_DOWN', p.bankErrorInitializing, false],
    [null, p.bank, false],
  ] as const)('%s → %s', async (code, page, viewed) => {
    const { nav, tracked, state } = await run(linkExited, plaidExited({ errorCode: code }), {}, { phase: 'linking' });
    expect(nav).toEqual([page]);
    expect(tracked.some((t) => t.details?.page === page)).toBe(viewed);
    expect(state.bank.linkToken).toBe('');
  });
});

describe("Link's success", () => {
  const success = plaidSucceeded({ publicToken: 'public-sandbox-1', institutionName: 'First Platypus Bank' });

  it('exchanges the token (verify) and lists the checking accounts (account select)', async () => {
    const { nav, state } = await run(linkSucceeded, success, { initializePlaidConnection: connection() });
    expect(nav).toEqual([p.bankVerify, p.bankAccountSelect]);
    // Nothing of the public token stays in the state.
    expect(JSON.stringify(state.bank)).not.toContain('public-sandbox-1');
  });

  it('ITEM_LOGIN_REQUIRED opens the Institution Requirement modal on the bank page', async () => {
    const { nav, state } = await run(linkSucceeded, success, {
      initializePlaidConnection: connection({
        resultCode: 'ITEM_LOGIN_REQUIRED',
        checkingAccounts: [],
        institution: { institution_id: 'ins_relogin', name: 'Relogin Bank' },
      }),
    });
    expect(nav).toEqual([p.bankVerify, p.bank]);
    expect(state.bank.relogin).toEqual({ institutionName: 'Relogin Bank' });
  });

  it('no checking account: no-checking (with its page view); no account numbers: no-auth', async () => {
    const none = await run(linkSucceeded, success, {
      initializePlaidConnection: connection({ resultCode: 'NO_ACCOUNTS', checkingAccounts: [] }),
    });
    expect(none.nav).toEqual([p.bankVerify, p.bankNoChecking]);
    expect(none.tracked).toContainEqual({ event: 'page-view', details: { page: p.bankNoChecking } });
    const noAuth = await run(linkSucceeded, success, {
      initializePlaidConnection: connection({ isAuthEnabled: false, checkingAccounts: [] }),
    });
    expect(noAuth.nav).toEqual([p.bankVerify, p.bankNoAuth]);
  });

  it('in update mode the exchange says so', async () => {
    const { calls } = await run(
      linkSucceeded,
      success,
      { initializePlaidConnection: connection() },
      { purpose: 'update' },
    );
    expect(calls[0]).toMatchObject({ name: 'initializePlaidConnection', arg: { isUpdateMode: true } });
  });

  it('verifying a typed account: approved, the flow moves on; an application gone meanwhile only ends the wait', async () => {
    const approved = { codes: [{ requestCode: 'rq-1' }], decisions: [{ siteResult: 'x' }], status: 'APPROVED' };
    const answers = { searchBankVerification: approved, saveDecisionBankVerification: approved };
    const saved = withBank(withIncome(withStore(withProduct(withPersonal(application())))), 'MANUAL');
    const verified = await run(
      linkSucceeded,
      success,
      { ...answers, application: saved, saveLoanApplicationProgress: saved },
      { purpose: 'verify' },
    );
    expect(verified.nav).toHaveLength(1);
    const gone = await run(linkSucceeded, success, { ...answers, application: null }, { purpose: 'verify' });
    expect(gone.nav).toEqual([]);
    expect(gone.calls.map((c) => c.name)).not.toContain('saveLoanApplicationProgress');
    expect(gone.state.bank.phase).toBe('idle');
  });
});

describe('saving the account', () => {
  const filled = withIncome(withStore(withProduct(withPersonal(application()))));

  it('a linked account saved: progress recorded on the next page (agreements), and shown', async () => {
    const saved = withBank(filled, 'LINK');
    const { nav, calls } = await run(chooseAccount, bankAccountChosen({ accountId: CHECKING.account_id }), {
      saveBankInformation: saved,
      saveLoanApplicationProgress: saved,
    });
    expect(calls[0]).toMatchObject({
      name: 'saveBankInformation',
      arg: { bankInfo: { accountType: 'CHECKING', linkedAccountId: CHECKING.account_id } },
    });
    expect(calls[1]).toMatchObject({ name: 'saveLoanApplicationProgress', arg: { applicationUrl: p.agreements } });
    expect(nav).toEqual([p.agreements]);
  });

  it('a typed account goes on to its bank verification', async () => {
    const saved = withBank(filled, 'MANUAL');
    const { nav } = await run(
      saveManual,
      manualBankSubmitted({
        accountHoldersName: 'Nina New',
        routingNumber: '011401533',
        accountNumber: '1111222233330000',
        accountOpenDate: '01/15/2020',
        bankName: '',
      }),
      { saveBankInformation: saved, saveLoanApplicationProgress: saved },
    );
    expect(nav).toEqual([p.bankVerification]);
  });

  it('a refused routing number is kept for the form; the typed numbers never reach the state', async () => {
    const { state, nav } = await run(
      saveManual,
      manualBankSubmitted({
        accountHoldersName: 'Nina New',
        routingNumber: '011401534',
        accountNumber: '1111222233330000',
        accountOpenDate: '01/15/2020',
        bankName: '',
      }),
      {
        saveBankInformation: new EndpointError({
          kind: 'input',
          message: 'bad',
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'bankInfo.routingNumber', key: 'application.bank.validation.routingChecksum' }],
        }),
      },
    );
    expect(nav).toEqual([]);
    expect(state.application.fieldErrors).toEqual([
      { field: 'bankInfo.routingNumber', key: 'application.bank.validation.routingChecksum' },
    ]);
    expect(state.bank.phase).toBe('idle');
    expect(JSON.stringify(state)).not.toContain('1111222233330000');
  });
});

describe('who may open the bank pages', () => {
  it('the bank link pages and manual entry open once income is done; verification only for a typed account', async () => {
    const { canVisit } = await import('../../../src/features/application/steps');
    const ctx = { isReturningCustomer: false };
    const before = withStore(withProduct(withPersonal(application())));
    const ready = withIncome(before);
    expect(canVisit(p.bankManual, before, ctx)).toBe(false);
    expect(canVisit(p.bankAccountSelect, ready, ctx)).toBe(true);
    expect(canVisit(p.bankVerification, withBank(ready, 'LINK'), ctx)).toBe(false);
    expect(canVisit(p.bankVerification, withBank(ready, 'MANUAL'), ctx)).toBe(true);
    expect(canVisit(p.agreements, withBank(ready, 'MANUAL'), ctx)).toBe(false);
    expect(canVisit(p.agreements, withBank(ready, 'MANUAL', 'APPROVED'), ctx)).toBe(true);
  });
});

it('account select names the bank the link reached', async () => {
  const { state } = await run(linkSucceeded, plaidSucceeded({ publicToken: 'public-sandbox-1', institutionName: '' }), {
    initializePlaidConnection: connection(),
  });
  expect(state.bank).toMatchObject({ phase: 'idle', institutionName: 'First Platypus Bank' });
});
