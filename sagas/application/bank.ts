// Bank linking: consent → a Link token → Link opens (OPEN: bank/open) → onSuccess: the public token is exchanged
// (bank/verify) → the checking accounts (bank/account-select) → the account saved → the next page. Link's callbacks
// arrive as events (store/bank.ts). ITEM_LOGIN_REQUIRED opens the "Institution Requirement" modal (sign in again in
// update mode, or enter the account by hand); invalid credentials, no accounts, no checking account, a bank without
// account numbers and a Link that cannot start each have their page (the first two also count a page view: the bank
// routes are otherwise left out of page views). A typed account is saved, then verified with a Link sign-in.
import { call, put, takeLatest } from 'redux-saga/effects';
import { applicationApi, type Application } from '../../api/application/endpoints';
import { bankApi } from '../../api/application/bank/endpoints';
import { BRANDS } from '../../brands/catalog';
import { applicationPaths as p } from '../../src/features/application/paths';
import { isFlowPage, nextPageAfter } from '../../src/features/application/rules';
import type { RootState } from '../../store';
import { applicationRefused, applicationSettled } from '../../store/application';
import {
  bankAccountChosen,
  bankConnected,
  bankLinkFailed,
  bankLinkRequested,
  bankSettled,
  bankVerificationAnswered,
  linkTokenReady,
  manualBankSubmitted,
  plaidEventReceived,
  plaidExited,
  plaidSucceeded,
  reloginManualChosen,
  reloginRequired,
  type BankState,
} from '../../store/bank';
import { endpointData, EndpointError } from '../callEndpoint';
import { callTyped, selectTyped } from '../typedEffects';
import { deps } from '../context';
import { flowContext, GENERIC_ALERT, keep } from './flow';

const selectBank = (s: RootState): BankState => s.bank;
const selectApplicationId = (s: RootState) => s.application.applicationId;

/** Where a Link that ended on an error sends the customer (Plaid's error codes). */
export const EXIT_PAGES: Record<string, string> = {
  INVALID_CREDENTIALS: p.bankInvalidCredentials,
  NO_ACCOUNTS: p.bankNoData,
};
/** Pages that count a page view although they are bank routes. */
const TRACKED = new Set<string>([p.bankInvalidCredentials, p.bankNoData, p.bankNoChecking]);

function* show(page: string, options: { replace?: boolean } = {}) {
  const { nav, track } = yield* deps();
  if (TRACKED.has(page)) track('page-view', { page });
  nav.navigate(page, options);
}

/** Refusals a form explains go to the form; anything else is the redirect saga's (through the base query). */
function* refuse(error: unknown) {
  yield put(bankSettled());
  if (error instanceof EndpointError && error.error.kind === 'input') {
    const fieldErrors = error.error.fieldErrors ?? [];
    yield put(
      applicationRefused({ message: fieldErrors.length > 0 ? GENERIC_ALERT : error.error.message, fieldErrors }),
    );
    return true;
  }
  yield put(applicationSettled());
  return false;
}

/** Records the page reached when it is one of the flow's, then shows it. */
function* moveOn(application: Application, page: string) {
  if (application.status === 'UNSUBMITTED' && isFlowPage(page)) {
    const saved = yield* endpointData(applicationApi.endpoints.saveLoanApplicationProgress, {
      id: application.id,
      applicationUrl: page,
    });
    yield call(keep, saved);
  }
  yield put(bankSettled());
  yield put(applicationSettled());
  yield call(show, page);
}

export function* requestLink(action: ReturnType<typeof bankLinkRequested>) {
  const { purpose } = action.payload;
  const id = yield* selectTyped(selectApplicationId);
  const brand = yield* selectTyped((s: RootState) => s.brand.key);
  if (purpose !== 'verify') yield call(show, p.bankPlaid);
  try {
    const token = yield* endpointData(bankApi.endpoints.createPlaidToken, {
      id,
      clientName: (BRANDS[brand]?.name ?? 'Lumen Cash').slice(0, 30),
      isUpdateMode: purpose === 'update',
    });
    yield put(linkTokenReady({ linkToken: token.link_token, linkScriptUrl: token.linkScriptUrl ?? '' }));
  } catch (error) {
    if (purpose === 'verify') yield call(refuse, error);
    yield put(bankLinkFailed());
  }
}

/** Link could not start (no token, its script did not load, react-plaid-link reported an error). */
export function* linkFailed() {
  const { purpose } = yield* selectTyped(selectBank);
  if (purpose !== 'verify') yield call(show, p.bankErrorInitializing, { replace: true });
}

export function* linkEvent(action: ReturnType<typeof plaidEventReceived>) {
  const { purpose } = yield* selectTyped(selectBank);
  if (action.payload.eventName === 'OPEN' && purpose !== 'verify') yield call(show, p.bankOpen, { replace: true });
}

export function* linkExited(action: ReturnType<typeof plaidExited>) {
  const { purpose } = yield* selectTyped(selectBank);
  if (purpose === 'verify') return;
  const code = action.payload.errorCode;
  const page = code ? (EXIT_PAGES[code] ?? p.bankErrorInitializing) : p.bank;
  yield call(show, page, { replace: true });
}

export function* linkSucceeded(action: ReturnType<typeof plaidSucceeded>) {
  const { purpose } = yield* selectTyped(selectBank);
  if (purpose === 'verify') {
    yield call(verifyWithLink, action.payload.publicToken);
    return;
  }
  const id = yield* selectTyped(selectApplicationId);
  yield call(show, p.bankVerify, { replace: true });
  try {
    const connection = yield* endpointData(bankApi.endpoints.initializePlaidConnection, {
      id,
      publicToken: action.payload.publicToken,
      isUpdateMode: purpose === 'update',
    });
    const institutionName = connection.institution?.name ?? action.payload.institutionName;
    yield put(bankConnected({ institutionName }));
    if (connection.resultCode === 'ITEM_LOGIN_REQUIRED') {
      yield put(reloginRequired({ institutionName }));
      yield call(show, p.bank, { replace: true });
    } else if (!connection.isAuthEnabled) {
      yield call(show, p.bankNoAuth, { replace: true });
    } else if (connection.resultCode === 'NO_ACCOUNTS' || connection.checkingAccounts.length === 0) {
      yield call(show, p.bankNoChecking, { replace: true });
    } else {
      yield put(
        bankApi.util.upsertQueryData('linkedBankAccounts', { applicationId: id }, connection.checkingAccounts) as never,
      );
      yield call(show, p.bankAccountSelect, { replace: true });
    }
  } catch (error) {
    const explained = yield* callTyped(refuse, error);
    if (explained) yield call(show, p.bankErrorInitializing, { replace: true });
  }
}

function* saveAndMoveOn(bankInfo: Record<string, unknown>, from: string) {
  const id = yield* selectTyped(selectApplicationId);
  const ctx = yield* callTyped(flowContext);
  try {
    const application = yield* endpointData(bankApi.endpoints.saveBankInformation, {
      id,
      bankInfo: bankInfo as never,
      loanProgress: { applicationUrl: from },
    });
    yield call(keep, application);
    yield call(moveOn, application, nextPageAfter(p.bank, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* chooseAccount(action: ReturnType<typeof bankAccountChosen>) {
  yield call(saveAndMoveOn, { accountType: 'CHECKING', linkedAccountId: action.payload.accountId }, p.bank);
}

export function* saveManual(action: ReturnType<typeof manualBankSubmitted>) {
  const v = action.payload;
  yield call(
    saveAndMoveOn,
    {
      accountType: 'CHECKING',
      accountHoldersName: v.accountHoldersName.trim(),
      routingNumber: v.routingNumber,
      accountNumber: v.accountNumber,
      accountOpenDate: v.accountOpenDate,
      ...(v.bankName.trim() ? { bankName: v.bankName.trim() } : {}),
    },
    p.bank,
  );
}

/** The verification's answer: a Link sign-in to the bank holding the typed account approves it. */
export function* verifyWithLink(publicToken: string) {
  const id = yield* selectTyped(selectApplicationId);
  const ctx = yield* callTyped(flowContext);
  try {
    const current = yield* endpointData(bankApi.endpoints.searchBankVerification, {
      applicationId: id,
    });
    const requestCode = current?.codes[0]?.requestCode ?? '';
    const verification = yield* endpointData(bankApi.endpoints.saveDecisionBankVerification, {
      id,
      decision: { requestCode, siteResult: publicToken },
    });
    yield put(bankApi.util.upsertQueryData('searchBankVerification', { applicationId: id }, verification) as never);
    const last = verification.decisions.at(-1)?.siteResult ?? '';
    yield put(
      bankVerificationAnswered(
        verification.status === 'APPROVED' ? 'MATCH' : last === 'LOGIN_REQUIRED' ? 'LOGIN_REQUIRED' : 'NO_MATCH',
      ),
    );
    if (verification.status !== 'APPROVED') {
      yield put(bankSettled());
      return;
    }
    const application = yield* endpointData(applicationApi.endpoints.application, { id });
    // The server answers null for an application no longer there (withdrawn meanwhile): nothing to move on with.
    if (!application) {
      yield put(bankSettled());
      yield put(applicationSettled());
      return;
    }
    yield call(keep, application);
    yield call(moveOn, application, nextPageAfter(p.bankVerification, application, ctx));
  } catch (error) {
    yield call(refuse, error);
  }
}

export function* enterByHand() {
  yield call(show, p.bankManual);
}

/** The bank step's events and who answers each. */
export const BANK_HANDLERS = {
  [bankLinkRequested.type]: requestLink,
  [bankLinkFailed.type]: linkFailed,
  [plaidEventReceived.type]: linkEvent,
  [plaidExited.type]: linkExited,
  [plaidSucceeded.type]: linkSucceeded,
  [bankAccountChosen.type]: chooseAccount,
  [manualBankSubmitted.type]: saveManual,
  [reloginManualChosen.type]: enterByHand,
} as Record<string, (action: never) => Generator>;

export function* watchBank() {
  for (const [type, handler] of Object.entries(BANK_HANDLERS)) yield takeLatest(type, handler);
}
