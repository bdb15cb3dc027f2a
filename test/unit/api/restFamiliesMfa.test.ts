// Every family of the client's REST calls hands a multi-factor refusal (403 MFA_REQUIRED) to the redirect saga, which
// takes the customer to the check instead of ending the session: an agreement's text (GET /documents/:id/text), the
// sagas' /auth/* and /password-changed posts, the forgot-email look-up and the store locator. Each keeps its own
// handling of every other refusal (quiet, or the screen's message). Downloads and uploads: restMfaRequired.test.ts.
import { expectSaga } from 'redux-saga-test-plan';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementsApi } from '../../../api/application/agreements/endpoints';
import { classifyRestAnswer, endsSession, restCallFailed, type ApiError } from '../../../api/errors';
import type { IdentityAdapter } from '../../../api/identity/types';
import { postJsonQuiet } from '../../../api/rest/endpoints';
import { storesApi } from '../../../api/stores/endpoints';
import { checkResetLink } from '../../../sagas/password/changePassword';
import { postRest } from '../../../sagas/restCall';
import { makeStore } from '../../../store';
import { resetLinkOpened } from '../../../store/password';
import { restPaths } from '../../../src/lib/restPaths';
import { contextProviders, fakeContext } from '../sagas/fakes';

const identity = { session: async () => ({ idToken: 'id-token', claims: {} }) } as unknown as IdentityAdapter;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const MFA = { error: { code: 'MFA_REQUIRED', message: 'Confirm it is you first.' } };
const THROTTLED = { error: { code: 'TOO_MANY_REQUESTS', message: 'Please wait.' } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the one classification of REST answers', () => {
  it('names MFA_REQUIRED the check whatever the status, and never a reason to end the session', () => {
    const refused = classifyRestAnswer(403, MFA);
    expect(refused).toMatchObject({ kind: 'mfa', code: 'MFA_REQUIRED' });
    expect(endsSession(refused)).toBe(false);
    expect(classifyRestAnswer(401, MFA).kind).toBe('mfa');
    expect(classifyRestAnswer(403, null).kind).toBe('forbidden');
    expect(classifyRestAnswer(503, 'not json').kind).toBe('server');
  });
});

describe("an agreement's text (GET /documents/:id/text)", () => {
  it('fails with the check, not quietly; a missing text stays quiet', async () => {
    const store = (response: Response) =>
      makeStore({}, { extra: { identity, fetch: vi.fn(async () => response) as unknown as typeof fetch } });
    const refused = await store(answer(403, MFA)).dispatch(
      agreementsApi.endpoints.documentText.initiate('/documents/d-1'),
    );
    expect(refused.error).toMatchObject({ kind: 'mfa' });
    expect((refused.error as ApiError).quiet).toBeUndefined();
    const missing = await store(answer(404, { error: { code: 'NOT_FOUND' } })).dispatch(
      agreementsApi.endpoints.documentText.initiate('/documents/d-2'),
    );
    expect(missing.error).toMatchObject({ quiet: true });
  });
});

describe('the sagas’ posts (/auth/*, /password-changed)', () => {
  it('report a multi-factor refusal to the redirect saga and still hand the answer back', async () => {
    const ctx = fakeContext();
    ctx.answers[restPaths.riskCheck] = { status: 403, body: MFA };
    const { returnValue } = await expectSaga(postRest, restPaths.riskCheck, { type: 'failedLogin' })
      .provide([contextProviders(ctx)])
      .put(restCallFailed(classifyRestAnswer(403, MFA)))
      .run();
    expect(returnValue).toEqual({ status: 403, body: MFA });
  });

  it('leave every other refusal to the calling saga', async () => {
    const ctx = fakeContext();
    ctx.answers[restPaths.riskCheck] = { status: 429, body: THROTTLED };
    await expectSaga(postRest, restPaths.riskCheck, {})
      .provide([contextProviders(ctx)])
      .not.put.actionType(restCallFailed.type)
      .run();
  });

  it('the reset-link check goes through it', async () => {
    const ctx = fakeContext();
    ctx.answers[restPaths.resetLinkCheck] = { status: 403, body: MFA };
    await expectSaga(checkResetLink, resetLinkOpened({ email: 'a@example.com', code: '123456' }))
      .provide([contextProviders(ctx)])
      .put.actionType(restCallFailed.type)
      .run();
  });
});

describe('the forgot-email look-up', () => {
  it('fails with the check (not quiet); a throttle stays the screen’s, quiet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(403, MFA)),
    );
    const refused = await postJsonQuiet(restPaths.forgotEmail, {});
    expect(refused).toEqual({ error: expect.objectContaining({ kind: 'mfa' }) });
    expect('error' in refused && refused.error.quiet).toBeFalsy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(429, THROTTLED)),
    );
    expect(await postJsonQuiet(restPaths.forgotEmail, {})).toEqual({
      error: expect.objectContaining({ kind: 'input', quiet: true }),
    });
  });
});

describe('the store locator', () => {
  it('fails with the check (not quiet); an unknown ZIP stays the locator’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(403, MFA)),
    );
    const store = makeStore({}, { extra: { identity } });
    const refused = await store.dispatch(
      storesApi.endpoints.searchStores.initiate({ brand: 'lumen', postalCode: '10001' }),
    );
    expect(refused.error).toMatchObject({ kind: 'mfa' });
    expect((refused.error as ApiError).quiet).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: { code: 'UNKNOWN_POSTAL_CODE' } })),
    );
    const unknown = await store.dispatch(
      storesApi.endpoints.searchStores.initiate({ brand: 'lumen', postalCode: '00000' }),
    );
    expect(unknown.error).toMatchObject({ code: 'UNKNOWN_POSTAL_CODE', quiet: true });
  });
});
