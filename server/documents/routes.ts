// The documents' REST routes beside GraphQL (bytes do not belong in GraphQL answers):
// - GET /documents/:id downloads an issued or uploaded document, only for the customer whose application (or loan
//   conversion, or loan, for its agreement) it belongs to or a CSR acting as them (audited), as an attachment that
//   no cache keeps;
// - GET /documents/:id/text gives an application agreement's words as JSON (AgreementText, the same catalogue
//   paragraphs its PDF prints, filled for this customer) to exactly the callers the download goes to;
// - POST /documents/uploads?applicationId=&kind= stores one upload-docs file sent as the raw request body
//   (application/octet-stream, its name in x-file-name): its type read from its first bytes (PDF, JPEG or PNG, never
//   from the name), its size limited, each refusal a clear code and message.
// Callers authenticate as with GraphQL (the identity token in Authorization, x-admin-auth-as for a CSR).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isUploadKind,
  MAX_UPLOAD_BYTES,
  MAX_UPLOADS_PER_APPLICATION,
  sniffUploadType,
  UPLOAD_EXTENSIONS,
} from '../../src/lib/application/agreements';
import { dataOf } from '../applications/data';
import { updateApplication } from '../applications/repository';
import { buildContext, type GraphQLContext } from '../graphql/context';
import { callerPassedMfa } from '../mfa/gate';
import { HttpError } from '../http/errors';
import type { Services } from '../services';
import { AccessRefused } from '../domainErrors';
import { ownDocument, ownUploadApplication } from './access';
import { agreementText } from './agreementText';
import { issuedAgreementInput } from './agreements';
import { countDocuments, documentUrl, DOCUMENTS_PATH, findDocument, insertDocument } from './store';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The caller as GraphQL sees them; a customer or a CSR acting as one, else refused. */
async function customerContext(services: Services, req: FastifyRequest): Promise<GraphQLContext> {
  const ctx = await buildContext(services, req.log, {
    authorization: header(req, 'authorization'),
    actingAs: header(req, 'x-admin-auth-as'),
    requestId: String(req.id),
    brandKey: header(req, 'x-brand-key'),
    sessionId: header(req, 'x-session-id'),
    campaignId: header(req, 'x-campaign-id'),
    cookie: header(req, 'cookie'),
  });
  if (!ctx.caller) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
  if (ctx.caller.role === 'ENROLLMENT') throw new HttpError(403, 'FORBIDDEN', 'You are not allowed to do that.');
  // Documents are customer data: the same multi-factor gate as GraphQL's (server/mfa/gate.ts).
  if (!(await callerPassedMfa(services.db, ctx.caller)))
    throw new HttpError(403, 'MFA_REQUIRED', 'Confirm it is you with the multi-factor check first.');
  return ctx;
}

const notYours = () => new HttpError(403, 'FORBIDDEN', 'This document is not yours.');

/** The ownership checks' refusal (server/documents/access.ts) as this route's 403. */
async function asNotYours<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof AccessRefused) throw notYours();
    throw error;
  }
}

/** A name safe for a header and a download: letters, digits, dot, dash, underscore; the extension of its real type. */
export function safeFileName(raw: string | undefined, extension: string): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch {
    decoded = '';
  }
  const base = (decoded.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

const tooLarge = () =>
  new HttpError(413, 'UPLOAD_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

export function registerDocumentRoutes(app: FastifyInstance, services: Services): void {
  /** The document asked for, once the caller is known to be allowed it (the download's and the text's one check). */
  async function ownedDocument(req: FastifyRequest<{ Params: { id: string } }>, operation: string) {
    const ctx = await customerContext(services, req);
    const doc = await findDocument(services.db, req.params.id);
    if (!doc) throw new HttpError(404, 'NOT_FOUND', 'No such document.');
    const { application } = await asNotYours(ownDocument(ctx, doc, operation));
    return { doc, application };
  }

  app.get<{ Params: { id: string } }>(`${DOCUMENTS_PATH}/:id`, async (req, reply) => {
    const { doc } = await ownedDocument(req, 'GET /documents');
    req.log.info({ event: 'documents.download', category: doc.category }, 'document downloaded');
    return reply
      .header('content-type', doc.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${doc.fileName}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      )
      .header('cache-control', 'no-store, private')
      .header('pragma', 'no-cache')
      .send(doc.bytes);
  });

  app.get<{ Params: { id: string } }>(`${DOCUMENTS_PATH}/:id/text`, async (req, reply) => {
    const { doc, application } = await ownedDocument(req, 'GET /documents/text');
    const input = application ? issuedAgreementInput(doc, application) : null;
    if (!input) throw new HttpError(404, 'NO_TEXT', 'This document has no text version; download it.');
    req.log.info({ event: 'documents.text', kind: doc.kind }, 'document text read');
    return reply.header('cache-control', 'no-store, private').header('pragma', 'no-cache').send(agreementText(input));
  });

  // Its own scope: the raw-bytes parser applies to this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { applicationId?: string; kind?: string } }>(
      `${DOCUMENTS_PATH}/uploads`,
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        errorHandler: (error, _req, reply: FastifyReply) => {
          const failure =
            (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? tooLarge()
              : (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? new HttpError(415, 'UPLOAD_ENCODING', 'Send the file as application/octet-stream.')
                : error;
          if (failure instanceof HttpError)
            return reply.status(failure.statusCode).send({ error: { code: failure.code, message: failure.message } });
          throw failure;
        },
      },
      async (req, reply) => {
        const ctx = await customerContext(services, req);
        const { applicationId = '', kind } = req.query;
        const row = await asNotYours(ownUploadApplication(ctx, applicationId, 'POST /documents/uploads'));
        if (row.status === 'WITHDRAWN') throw new HttpError(409, 'APPLICATION_CLOSED', 'This application is closed.');
        if (!isUploadKind(kind)) throw new HttpError(400, 'UPLOAD_KIND', 'Say which document this is (kind).');
        const body = req.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'UPLOAD_EMPTY', 'The file is empty.');
        if (body.length > MAX_UPLOAD_BYTES) throw tooLarge();
        const type = sniffUploadType(body.subarray(0, 16));
        if (!type) throw new HttpError(415, 'UPLOAD_TYPE', 'Only PDF, JPEG and PNG files are accepted.');
        if ((await countDocuments(services.db, row.id, 'UPLOAD')) >= MAX_UPLOADS_PER_APPLICATION)
          throw new HttpError(409, 'TOO_MANY_UPLOADS', 'This application has as many uploads as we accept.');
        const doc = await insertDocument(services.db, {
          applicationId: row.id,
          category: 'UPLOAD',
          kind,
          lang: ctx.lang ?? 'en',
          fileName: safeFileName(header(req, 'x-file-name'), UPLOAD_EXTENSIONS[type]),
          contentType: type,
          bytes: body,
        });
        const data = dataOf(row);
        const kinds = new Set(data.uploadedDocumentKinds ?? []);
        kinds.add(kind);
        await updateApplication(services.db, row.id, { data: { ...data, uploadedDocumentKinds: [...kinds] } });
        req.log.info({ event: 'documents.upload', kind, type, size: body.length }, 'document uploaded');
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({
            id: doc.id,
            kind: doc.kind,
            fileName: doc.fileName,
            contentType: doc.contentType,
            byteSize: doc.byteSize,
            url: documentUrl(doc.id),
          });
      },
    );
  });
}
