// The agreements room's screens against a fake backend at the fetch boundary (the store's real base query, the real
// REST transfers): GraphQL answers by operation name, documents (and agreements' text) by address, uploads recorded.
// jsdom has no blob: URLs, so createObjectURL hands out a recognisable one.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { AgreementDocument } from '../../../../api/application/agreements/endpoints';
import type { AgreementText } from '../../../../src/lib/application/agreementText';
import { applicationApi, type Application } from '../../../../api/application/endpoints';
import type { IdentityAdapter } from '../../../../api/identity/types';
import { initialApplicationState } from '../../../../store/application';
import { initialAuthState } from '../../../../store/auth';
import { makeStore } from '../../../../store';
import { renderWithProviders } from '../renderWithProviders';
import { fakeContext } from '../../sagas/fakes';

export const doc = (idTag: string, title: string, url: string | null = `/documents/${idTag}`): AgreementDocument => ({
  idTag,
  title,
  type: 'BASE',
  url,
});

export const BASE_DOCS = [
  doc('ESIGN_CONSENT', 'Consent to Electronic Records and Signatures'),
  doc('PRIVACY_NOTICE', 'Privacy Notice'),
  doc('CREDIT_REPORT_AUTHORIZATION', 'Authorization to Obtain Consumer Reports'),
  doc('TEXT_MESSAGE_CONSENT', 'Consent to Text Messages'),
];

/** An agreement's text as the server answers it (server/documents/routes.ts), named after its address. */
export const agreementText = (url: string): AgreementText => ({
  lang: 'en',
  title: url.split('/')[2] ?? '',
  parties: 'Lumen Cash · Lumen Cash, LLC',
  paragraphs: ['You agree to receive records electronically.', 'You may withdraw this consent at any time.'],
  preparedFor: 'Prepared for Nora Newman, application APP-1, on 11/24/2026.',
  footer: 'Lumen Cash, LLC, 200 Front Street, Columbus, OH 43215, 1-800-561-2274',
});

export interface Backend {
  base?: AgreementDocument[];
  state?: AgreementDocument[];
  recurring?: AgreementDocument[];
  /** Document addresses that fail to load. */
  failing?: string[];
  /** The upload route's answer. */
  upload?: { status: number; body: unknown };
  /** Where the application stands (ApplicationDecision); an unsubmitted one when not given. */
  decision?: { applicationState: string | null; outcome: string | null };
}

export interface Sent {
  graphql: { operation: string; variables: Record<string, unknown> }[];
  uploads: { url: string; headers: Record<string, string>; size: number }[];
  documents: string[];
}

export function fakeBackend(backend: Backend) {
  const sent: Sent = { graphql: [], uploads: [], documents: [] };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/graphql') {
      const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      sent.graphql.push({ operation, variables: body.variables });
      if (operation === 'GetBaseDisclosures')
        return json({
          data: {
            getBaseDisclosures:
              body.variables.section === 'repayment' ? (backend.recurring ?? []) : (backend.base ?? BASE_DOCS),
          },
        });
      if (operation === 'DocumentsPerState')
        return json({ data: { documentsPerState: { id: 'x', abbr: 'OH', disclosures: backend.state ?? [] } } });
      if (operation === 'ApplicationDocuments') return json({ data: { applicationDocuments: [] } });
      if (operation === 'ApplicationDecision') {
        const { applicationState = null, outcome = null } = backend.decision ?? {};
        const decision = outcome ? { outcome, reasons: [], approvedAmount: null, requestedAmount: 100_000 } : null;
        return json({
          data: {
            application: { id: body.variables.id, status: 'UNSUBMITTED', applicationState, decision },
          },
        });
      }
      return json({ errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    if (url.startsWith('/documents/uploads')) {
      const headers = init.headers as Record<string, string>;
      sent.uploads.push({ url, headers, size: (init.body as Blob).size });
      const answer = backend.upload ?? {
        status: 201,
        body: { id: 'd1', kind: 'X', fileName: 'f', contentType: 'image/png', byteSize: 1 },
      };
      return json(answer.body, answer.status);
    }
    if (url.startsWith('/documents/')) {
      sent.documents.push(url);
      if (backend.failing?.includes(url)) return new Response('nope', { status: 500 });
      if (url.endsWith('/text')) return json(agreementText(url));
      return new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return new Response('not found', { status: 404 });
  });
  return { fetch, sent };
}

/** An IntersectionObserver the test drives: `reachEnd` reports the watched marker scrolled into view. */
export class TestObserver {
  static last: TestObserver | null = null;
  watched: Element[] = [];
  constructor(
    private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestObserver.last = this;
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  disconnect() {
    this.watched = [];
  }
  reachEnd() {
    act(() => this.report(this.watched.map((target) => ({ target, isIntersecting: true }))));
  }
}

/** A signed-in customer's session, as the identity adapter hands it to the API layer. */
function signedInIdentity(): IdentityAdapter {
  const identity = fakeContext().identity;
  vi.spyOn(identity, 'session').mockResolvedValue({ idToken: 'id-token', claims: {} });
  return identity;
}

export async function renderWithBackend(
  ui: ReactElement,
  options: { route: string; application?: Application | null; backend?: Backend },
) {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:test-${(next += 1)}`, revokeObjectURL: () => undefined }),
  );
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (nextMw) => (action) => {
    seen.push(action as UnknownAction);
    return nextMw(action);
  };
  const backend = fakeBackend(options.backend ?? {});
  const context = fakeContext();
  const application = options.application ?? null;
  const store = makeStore(
    {
      auth: { ...initialAuthState, initialized: true, isAuthenticated: true, email: 'new.customer@example.com' },
      application: { ...initialApplicationState, applicationId: application?.id ?? '', status: 'ready' },
    },
    {
      extra: { identity: signedInIdentity(), fetch: backend.fetch as typeof fetch },
      sagaContext: { ...context },
      middleware: [recorder],
    },
  );
  if (application)
    store.dispatch(applicationApi.util.upsertQueryData('application', { id: application.id }, application));
  const view = renderWithProviders(ui, { route: options.route, store, context });
  await waitFor(() => expect(screen.queryByText('Loading your application')).toBeNull());
  const events = (type: string) => seen.filter((a) => a.type === type).map((a) => a.payload);
  const play = (action: unknown) => act(() => void view.store.dispatch(action as UnknownAction));
  return { ...view, sent: backend.sent, events, play };
}
