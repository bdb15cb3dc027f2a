// The customer's passkeys: the identity provider's list (Amplify) with the portal's names and last use merged in;
// adding one (the browser asks the authenticator), renaming (the portal's name: Cognito cannot rename), removing;
// and the one-time offer to add one after a password sign-in, on a device that could hold one. Adding and removing
// need a fresh proof (asked in place, then the same change again) and then offer to end the other sessions.
import { put, takeLatest } from 'redux-saga/effects';
import { IdentityError, type Passkey } from '../../api/identity/types';
import { passkeyApi, type PasskeyLabel } from '../../api/security/passkeyEndpoints';
import type { MessageKey } from '../../src/lib/i18n';
import { isLastFactorRefusal } from '../../src/lib/security/lastFactor';
import type { RootState } from '../../store';
import { endOtherSessionsOffered } from '../../store/recheck';
import {
  passkeyAddRequested,
  passkeyDone,
  passkeyOfferChecked,
  passkeyOfferDeclined,
  passkeyOfferOpened,
  passkeyOfferSettled,
  passkeyRefused,
  passkeyRemoveRequested,
  passkeyRenameRequested,
  passkeysLoaded,
  passkeysLoadFailed,
  passkeysRequested,
  type PasskeyRow,
} from '../../store/passkeys';
import { EndpointError, endpointData } from '../callEndpoint';
import { deps } from '../context';
import { RecheckDeclined, withRecheck } from '../recheck';
import { callTyped, selectTyped } from '../typedEffects';

/** The identity provider's passkeys, oldest first, each with the portal's name and last use. */
export function mergePasskeys(passkeys: Passkey[], labels: PasskeyLabel[]): PasskeyRow[] {
  const byId = new Map(labels.map((l) => [l.credentialId, l]));
  return [...passkeys]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((p) => ({
      id: p.id,
      name: byId.get(p.id)?.name ?? '',
      providerName: p.providerName,
      createdAt: p.createdAt,
      lastUsedAt: byId.get(p.id)?.lastUsedAt ?? null,
    }));
}

function* currentList() {
  const { identity } = yield* deps();
  const passkeys = yield* callTyped([identity, identity.listPasskeys]);
  const labels = yield* endpointData(passkeyApi.endpoints.passkeyLabels, undefined);
  return mergePasskeys(passkeys, labels);
}

/** Why adding or removing failed, in words that say what to do; the browser's own reasons are Amplify's names. */
const REFUSALS: Record<string, MessageKey> = {
  PasskeyRegistrationCanceled: 'security.passkeys.cancelled',
  PasskeyOperationAborted: 'security.passkeys.cancelled',
  PasskeyAlreadyExists: 'security.passkeys.exists',
};

export const passkeyRefusal = (error: unknown): MessageKey =>
  (error instanceof RecheckDeclined && 'recheck.declined') ||
  // The only passkey while the app is off stays: add another factor first.
  (error instanceof IdentityError &&
    isLastFactorRefusal(error.code, error.message) &&
    'security.passkeys.lastFactor') ||
  (error instanceof IdentityError && REFUSALS[error.code]) ||
  'security.passkeys.failed';

export function* loadPasskeys() {
  try {
    yield put(passkeysLoaded(yield* currentList()));
  } catch {
    yield put(passkeysLoadFailed());
  }
}

export function* addPasskey() {
  const { identity } = yield* deps();
  try {
    yield* withRecheck(() => callTyped([identity, identity.addPasskey]));
  } catch (error) {
    yield put(passkeyRefused(passkeyRefusal(error)));
    return;
  }
  try {
    yield put(passkeyDone({ key: 'security.passkeys.added', list: yield* currentList() }));
  } catch {
    // Added, but the list did not reload: say so as added; the section reloads it when it opens.
    yield put(passkeyDone({ key: 'security.passkeys.added' }));
  }
  yield put(endOtherSessionsOffered({ reason: 'factor' }));
}

export function* renamePasskey(action: ReturnType<typeof passkeyRenameRequested>) {
  try {
    const label = yield* endpointData(passkeyApi.endpoints.renamePasskey, {
      credentialId: action.payload.id,
      name: action.payload.name,
    });
    const list = yield* selectTyped((s: RootState) => s.passkeys.list);
    const renamed = list.map((p) => (p.id === label.credentialId ? { ...p, name: label.name ?? '' } : p));
    yield put(passkeyDone({ key: 'security.passkeys.renamed', list: renamed }));
  } catch (error) {
    const badName = error instanceof EndpointError && error.error.code === 'BAD_USER_INPUT';
    yield put(passkeyRefused(badName ? 'security.passkeys.nameInvalid' : 'security.passkeys.failed'));
  }
}

export function* removePasskey(action: ReturnType<typeof passkeyRemoveRequested>) {
  const { identity } = yield* deps();
  try {
    yield* withRecheck(() => callTyped([identity, identity.removePasskey], action.payload.id));
  } catch (error) {
    yield put(passkeyRefused(passkeyRefusal(error)));
    return;
  }
  // The portal's name goes with the passkey; a name left behind would only ever show beside that passkey, so a
  // failure here changes nothing the customer sees.
  try {
    yield* endpointData(passkeyApi.endpoints.forgetPasskeyName, { credentialId: action.payload.id });
  } catch {
    // Nothing to tell the customer.
  }
  const list = yield* selectTyped((s: RootState) => s.passkeys.list);
  yield put(passkeyDone({ key: 'security.passkeys.removed', list: list.filter((p) => p.id !== action.payload.id) }));
  yield put(endOtherSessionsOffered({ reason: 'factor' }));
}

/**
 * The offer, once per sign-in: only after a customer's own password sign-in (not a passkey one, not staff acting as
 * them), on a device with a built-in authenticator, to a customer with no passkey who has not said "Not now".
 */
export function* checkOffer() {
  const { identity } = yield* deps();
  const state = yield* selectTyped((s: RootState) => s);
  if (state.passkeys.offer !== 'unknown') return;
  yield put(passkeyOfferSettled());
  if (state.auth.signedInWith !== 'password' || state.auth.isAdmin) return;
  try {
    if (!(yield* callTyped([identity, identity.canHoldPasskey]))) return;
    if (yield* endpointData(passkeyApi.endpoints.passkeyOfferDeclined, undefined)) return;
    if ((yield* callTyped([identity, identity.listPasskeys])).length > 0) return;
  } catch {
    // No offer is better than a broken one.
    return;
  }
  yield put(passkeyOfferOpened());
}

export function* declineOffer() {
  try {
    yield* endpointData(passkeyApi.endpoints.declinePasskeyOffer, undefined);
  } catch {
    // Not recorded: the offer may come once more after a later sign-in, which is harmless.
  }
}

export function* watchPasskeys() {
  yield takeLatest(passkeysRequested.type, loadPasskeys);
  yield takeLatest(passkeyAddRequested.type, addPasskey);
  yield takeLatest(passkeyRenameRequested.type, renamePasskey);
  yield takeLatest(passkeyRemoveRequested.type, removePasskey);
  yield takeLatest(passkeyOfferChecked.type, checkOffer);
  yield takeLatest(passkeyOfferDeclined.type, declineOffer);
}
