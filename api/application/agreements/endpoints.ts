// The agreements room's calls: the agreements the applicant must read (base and state), saving them with the repayment
// and funding methods, the application's documents, and REST transfers beside GraphQL: a document's bytes (kept as a
// same-origin blob: URL, to download or for the browser's own PDF viewer, so no PDF.js is shipped), an agreement's
// text for the viewer, and an upload for upload-docs. The bytes never enter the store: the cache holds the blob URL,
// an upload is a thunk.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../baseApi';
import { classifyRestAnswer, restCallFailed, restErrorCode, type ApiError } from '../../errors';
import { portalHeaders, type ApiExtra, type HeaderState } from '../../graphqlBaseQuery';
import {
  ApplicationDocumentsDocument,
  DocumentsPerStateDocument,
  GetBaseDisclosuresDocument,
  SaveAgreementsDocument,
  type ApplicationDocumentsQuery,
  type ApplicationDocumentsQueryVariables,
  type ApplicationFieldsFragment,
  type DisclosureFieldsFragment,
  type DocumentsPerStateQuery,
  type DocumentsPerStateQueryVariables,
  type GetBaseDisclosuresQuery,
  type GetBaseDisclosuresQueryVariables,
  type SaveAgreementsMutation,
  type SaveAgreementsMutationVariables,
} from '../../generated/graphql';
import { agreementTextUrl, type AgreementText } from '../../../src/lib/application/agreementText';

export type AgreementDocument = DisclosureFieldsFragment;
export type ApplicationDocument = ApplicationDocumentsQuery['applicationDocuments'][number];

/** The path uploads go to (server/documents/routes.ts). */
export const UPLOAD_PATH = '/documents/uploads';

const quiet = (code: string, kind: ApiError['kind'] = 'server'): ApiError => ({
  kind,
  message: code,
  code,
  quiet: true,
});

/**
 * A document read with the customer's token: its bytes as a blob: URL, or its text (JSON), or why not. The viewer shows
 * its own message and nothing redirects, except MFA_REQUIRED: the sign-in has not passed the check, which the redirect
 * saga starts (and comes back here after).
 */
async function fetchDocument<T>(
  url: string,
  state: HeaderState,
  extra: ApiExtra,
  read: (res: Response) => Promise<T | null>,
): Promise<{ data: T } | { error: ApiError }> {
  const session = await extra.identity.session().catch(() => null);
  if (!session) return { error: quiet('NO_TOKEN', 'unauthenticated') };
  try {
    const res = await (extra.fetch ?? fetch)(url, { headers: portalHeaders(state, session.idToken) });
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      const classified = classifyRestAnswer(res.status, body, res.statusText || 'Request failed');
      return { error: classified.kind === 'mfa' ? classified : quiet(String(res.status)) };
    }
    const data = await read(res);
    return data === null ? { error: quiet('UNEXPECTED_CONTENT') } : { data };
  } catch {
    return { error: quiet('NETWORK', 'gateway') };
  }
}

const pdfBlobUrl = async (res: Response) => {
  const blob = await res.blob();
  return blob.type === 'application/pdf' ? URL.createObjectURL(blob) : null;
};

const agreementTextOf = async (res: Response) => {
  const body = (await res.json()) as Partial<AgreementText> | null;
  return body && typeof body.title === 'string' && Array.isArray(body.paragraphs) ? (body as AgreementText) : null;
};

export const agreementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBaseDisclosures: build.query<AgreementDocument[], GetBaseDisclosuresQueryVariables>({
      query: (variables) => ({ document: GetBaseDisclosuresDocument, variables }),
      transformResponse: (data: GetBaseDisclosuresQuery) => data.getBaseDisclosures,
    }),
    documentsPerState: build.query<AgreementDocument[], DocumentsPerStateQueryVariables>({
      query: (variables) => ({ document: DocumentsPerStateDocument, variables }),
      transformResponse: (data: DocumentsPerStateQuery) => data.documentsPerState?.disclosures ?? [],
    }),
    applicationDocuments: build.query<ApplicationDocument[], ApplicationDocumentsQueryVariables>({
      query: (variables) => ({ document: ApplicationDocumentsDocument, variables }),
      transformResponse: (data: ApplicationDocumentsQuery) => data.applicationDocuments,
    }),
    saveAgreements: build.mutation<ApplicationFieldsFragment, SaveAgreementsMutationVariables>({
      query: (variables) => ({ document: SaveAgreementsDocument, variables }),
      transformResponse: (data: SaveAgreementsMutation) => data.saveAgreements,
    }),
    /** A document (its same-origin download address) as a blob: URL for the viewer; revoked when the cache drops it. */
    documentFile: build.query<string, string>({
      queryFn: (url, api) => fetchDocument(url, api.getState() as HeaderState, api.extra as ApiExtra, pdfBlobUrl),
      keepUnusedDataFor: 30,
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    /** An application agreement's words (its download address; server/documents/routes.ts), for the viewer. */
    documentText: build.query<AgreementText, string>({
      queryFn: (url, api) =>
        fetchDocument(agreementTextUrl(url), api.getState() as HeaderState, api.extra as ApiExtra, agreementTextOf),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetBaseDisclosuresQuery,
  useDocumentsPerStateQuery,
  useApplicationDocumentsQuery,
  useDocumentFileQuery,
  useDocumentTextQuery,
} = agreementsApi;

export interface UploadRequest {
  applicationId: string;
  kind: string;
  file: Blob & { name: string };
}

export type UploadAnswer =
  | { ok: true; document: { id: string; kind: string; fileName: string; contentType: string; byteSize: number } }
  | { ok: false; code: string };

/**
 * Sends one upload-docs file as the raw request body. A thunk rather than a mutation: the File stays in this call
 * (never in actions or state, which must stay serializable). Resolves with the stored document or the server's code.
 */
export const uploadDocumentFile =
  (request: UploadRequest): ThunkAction<Promise<UploadAnswer>, unknown, ApiExtra, UnknownAction> =>
  async (dispatch, getState, extra) => {
    const session = await extra.identity.session().catch(() => null);
    if (!session) return { ok: false, code: 'UNAUTHENTICATED' };
    const query = new URLSearchParams({ applicationId: request.applicationId, kind: request.kind });
    try {
      const res = await (extra.fetch ?? fetch)(`${UPLOAD_PATH}?${query}`, {
        method: 'POST',
        headers: {
          ...portalHeaders(getState() as HeaderState, session.idToken),
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(request.file.name),
        },
        body: request.file,
      });
      const body = (await res.json().catch(() => null)) as
        { error?: { code?: string } } | Extract<UploadAnswer, { ok: true }>['document'] | null;
      if (!res.ok || !body || 'error' in body) {
        const code = restErrorCode(body) ?? String(res.status);
        const classified = classifyRestAnswer(res.status, body, 'Upload refused');
        // The screen keeps its file list; the check is the redirect saga's to start (and it returns to this page).
        if (classified.kind === 'mfa') dispatch(restCallFailed(classified));
        return { ok: false, code };
      }
      return { ok: true, document: body as Extract<UploadAnswer, { ok: true }>['document'] };
    } catch {
      return { ok: false, code: 'NETWORK' };
    }
  };
