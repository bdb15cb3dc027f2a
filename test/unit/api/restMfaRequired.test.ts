// A REST route's 403 MFA_REQUIRED (GET /documents/:id, the upload) is the multi-factor check, like GraphQL's: the
// classifier names it `mfa` (not a forbidden answer that ends the session), the document fetch hands it to the
// redirect saga instead of failing quietly, the upload thunk reports it there too, and the redirect saga sends the
// signed-in customer to the check and back to the page, with the session kept.
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { agreementsApi, uploadDocumentFile } from '../../../api/application/agreements/endpoints';
import { classifyHttpStatus, endsSession, restCallFailed, type ApiError } from '../../../api/errors';
import type { IdentityAdapter } from '../../../api/identity/types';
import { watchFailedCalls } from '../../../sagas/session/redirects';
import { makeStore, plainRootReducer, type RootState } from '../../../store';
import { readActionLog } from '../../../store/actionLog';
import { contextProviders, fakeContext } from '../sagas/fakes';
import { signedInAuth, stateWith } from '../sagas/harness';

const identity = {
  session: async () => ({ idToken: 'id-token', claims: {} }),
} as unknown as IdentityAdapter;

const refusal = (code: string, status = 403) =>
  new Response(JSON.stringify({ error: { code, message: 'refused' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const storeAnswering = (response: () => Response) =>
  makeStore({}, { extra: { identity, fetch: vi.fn(async () => response()) as unknown as typeof fetch } });

describe('the classifier', () => {
  it('reads a REST 403 naming MFA_REQUIRED as the check, and a bare 403 as forbidden', () => {
    const mfa = classifyHttpStatus(403, 'Forbidden', 'MFA_REQUIRED');
    expect(mfa).toMatchObject({ kind: 'mfa', code: 'MFA_REQUIRED' });
    expect(endsSession(mfa)).toBe(false);
    expect(classifyHttpStatus(403, 'Forbidden', 'FORBIDDEN').kind).toBe('forbidden');
    expect(classifyHttpStatus(403, 'Forbidden').kind).toBe('forbidden');
  });
});

describe('a document download refused MFA_REQUIRED', () => {
  it('fails with the check (not quiet, so the redirect saga acts); other refusals stay quiet', async () => {
    const refused = await storeAnswering(() => refusal('MFA_REQUIRED')).dispatch(
      agreementsApi.endpoints.documentFile.initiate('/documents/d-1'),
    );
    expect(refused.error).toMatchObject({ kind: 'mfa', code: 'MFA_REQUIRED' });
    expect((refused.error as ApiError).quiet).toBeUndefined();
    const missing = await storeAnswering(() => refusal('NOT_FOUND', 404)).dispatch(
      agreementsApi.endpoints.documentFile.initiate('/documents/d-2'),
    );
    expect(missing.error).toMatchObject({ quiet: true });
  });
});

describe('an upload refused MFA_REQUIRED', () => {
  it('answers the screen with the code and reports the check to the redirect saga', async () => {
    const store = storeAnswering(() => refusal('MFA_REQUIRED'));
    const file = Object.assign(new Blob(['%PDF-1.4']), { name: 'paystub.pdf' });
    const answer = await store.dispatch(uploadDocumentFile({ applicationId: 'a-1', kind: 'PAYSTUB', file }));
    expect(answer).toEqual({ ok: false, code: 'MFA_REQUIRED' });
    const reported = readActionLog(store.dispatch).entries.filter((e) => e.action.type === restCallFailed.type);
    expect(reported).toHaveLength(1);
  });

  it('reports nothing for a refusal the screen explains (a file too large)', async () => {
    const store = storeAnswering(() => refusal('PAYLOAD_TOO_LARGE', 413));
    const file = Object.assign(new Blob(['x']), { name: 'big.pdf' });
    expect(await store.dispatch(uploadDocumentFile({ applicationId: 'a-1', kind: 'PAYSTUB', file }))).toEqual({
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(readActionLog(store.dispatch).entries.filter((e) => e.action.type === restCallFailed.type)).toEqual([]);
  });
});

describe('the redirect saga', () => {
  it('sends the customer to the check and back to the page, keeping the session', async () => {
    const ctx = fakeContext({ location: { pathname: '/application/upload-docs' } });
    const { storeState } = await expectSaga(watchFailedCalls)
      .withReducer(plainRootReducer, stateWith({ auth: signedInAuth() }))
      .provide([contextProviders(ctx)])
      .dispatch(restCallFailed(classifyHttpStatus(403, 'Forbidden', 'MFA_REQUIRED')))
      .silentRun(50);
    const state = storeState as RootState;
    expect(state.mfa).toMatchObject({ status: 'starting', returnTo: '/application/upload-docs' });
    expect(state.auth.isAuthenticated).toBe(true);
    expect(ctx.storage.length).toBeGreaterThan(0);
    expect(ctx.nav.navigations).toEqual([]);
  });
});
