// The agreements over the wire: documentsPerState and getBaseDisclosures per brand and state (California's notice),
// each agreement made as a PDF for the applicant and downloadable by them only; saveAgreements refused without E-SIGN
// consent or any required agreement, then the signed copies kept; uploads checked by content, size and owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications } from '../../../server/db/schema';
import { MAX_UPLOAD_BYTES } from '../../../src/lib/application/agreements';
import { errorCode, startHarness, type Harness } from '../harness';
import {
  callersFor,
  CREATE,
  fieldErrorsOf,
  goodPersonal,
  SAVE_PERSONAL,
  type CallerKind,
  type Callers,
} from '../applications/helpers';
import { assertParsesAsPdf, pdfText } from './pdfText';

const NORA = 'new.customer@example.com';
const OTHER = 'online.returning@example.com';
let h: Harness;
let as: Callers;
let id: string;
const tokens: Partial<Record<CallerKind, string>> = {};

const BASE = `query($b: String!, $t: String, $s: String, $a: ID) {
  getBaseDisclosures(brandName: $b, disclosureType: $t, section: $s, applicationId: $a) { idTag title type url } }`;
const STATE = `query($st: String!, $b: String!, $a: ID) { documentsPerState(stateCode: $st, brandName: $b, applicationId: $a) {
  id abbr name idPattern { rule } disclosures { idTag title type url }
  requiredFields { copy inputs { type idTag label value } } } }`;
const SAVE = `mutation($id: ID!, $g: [AgreementInput!]!, $r: FundingMethod, $f: FundingMethod) {
  saveAgreements(id: $id, agreements: $g, repaymentMethod: $r, fundingMethod: $f) {
    id repaymentMethod fundingMethod loanApplication { additionalAttributes { disclosures { idTag value } } } } }`;
const DOCS = `query($a: ID!) { applicationDocuments(applicationId: $a) { id category kind fileName contentType signedAt url } }`;

const agree = (...ids: string[]) => ids.map((idTag) => ({ idTag, value: true }));
const BASE_IDS = ['ESIGN_CONSENT', 'PRIVACY_NOTICE', 'CREDIT_REPORT_AUTHORIZATION', 'TEXT_MESSAGE_CONSENT'];

function download(url: string, kind: CallerKind) {
  const headers: Record<string, string> = {};
  const token = tokens[kind];
  if (token) headers.authorization = `Bearer ${token}`;
  if (kind === 'csrActing') headers['x-admin-auth-as'] = NORA;
  return fetch(`${h.baseUrl}${url}`, { headers });
}

function upload(body: Buffer, opts: { kind?: string; as?: CallerKind; name?: string; application?: string } = {}) {
  const token = tokens[opts.as ?? 'owner'];
  const query = new URLSearchParams({
    applicationId: opts.application ?? id,
    ...(opts.kind === '' ? {} : { kind: opts.kind ?? 'BANK_STATEMENT' }),
  });
  return fetch(`${h.baseUrl}/documents/uploads?${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(opts.name ?? 'statement.png'),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.as === 'csrActing' ? { 'x-admin-auth-as': NORA } : {}),
    },
    body: new Uint8Array(body),
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, NORA, OTHER);
  tokens.owner = await h.idToken(NORA);
  tokens.otherCustomer = await h.idToken(OTHER);
  tokens.csrActing = await h.idToken('csr.admin@example.com');
  tokens.csrAlone = tokens.csrActing;
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } }, { brand: 'lumen' });
  id = (created.data?.createApplication as { id: string }).id;
  const saved = await as.call('owner', SAVE_PERSONAL, { id, ...goodPersonal() });
  expect(saved.errors).toBeUndefined();
}, 60_000);
afterAll(() => h.close());

describe('getBaseDisclosures', () => {
  it('lists the brand’s base agreements, E-SIGN consent first, without an application (titles only)', async () => {
    const body = await as.call('owner', BASE, { b: 'lumen' });
    const list = body.data?.getBaseDisclosures as { idTag: string; url: string | null; type: string }[];
    expect(list.map((d) => d.idTag)).toEqual(BASE_IDS);
    expect(list.every((d) => d.url === null && d.type === 'BASE')).toBe(true);
  });

  it('makes each one for the applicant, downloadable as a PDF naming them and the creditor', async () => {
    const body = await as.call('owner', BASE, { b: 'lumen', a: id });
    const list = body.data?.getBaseDisclosures as { idTag: string; title: string; url: string }[];
    expect(list[0]).toMatchObject({ idTag: 'ESIGN_CONSENT', title: 'Consent to Electronic Records and Signatures' });
    for (const doc of list) {
      const res = await download(doc.url, 'owner');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z-]+\.pdf"/);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const pdf = Buffer.from(await res.arrayBuffer());
      assertParsesAsPdf(pdf);
      expect(pdfText(pdf)).toContain('Lumen Cash, LLC');
      expect(pdfText(pdf)).toContain('Prepared for Nora Newman');
    }
    // Asking again reuses today's copies rather than piling up new ones.
    const again = (await as.call('owner', BASE, { b: 'lumen', a: id })).data?.getBaseDisclosures as { url: string }[];
    expect(again.map((d) => d.url)).toEqual(list.map((d) => d.url));
  });

  it('gives the documents in Spanish to a Spanish-speaking applicant', async () => {
    const res = await h.graphql(BASE, {
      token: tokens.owner!,
      variables: { b: 'lumen', a: id, t: 'PRIVACY_NOTICE' },
      headers: { cookie: 'lang=es' },
    });
    const [doc] = res.body.data?.getBaseDisclosures as { title: string; url: string }[];
    expect(doc!.title).toBe('Aviso de Privacidad');
    expect(pdfText(Buffer.from(await (await download(doc!.url, 'owner')).arrayBuffer()))).toContain('La ley federal');
  });

  it('gives the recurring-debit authorization for automatic payments (section repayment)', async () => {
    const body = await as.call('owner', BASE, { b: 'lumen', a: id, s: 'repayment', t: 'DEBIT_CARD' });
    const [doc] = body.data?.getBaseDisclosures as { idTag: string; type: string; url: string }[];
    expect(doc).toMatchObject({ idTag: 'RECURRING_DEBIT_AUTHORIZATION', type: 'PAYMENT' });
    expect(pdfText(Buffer.from(await (await download(doc!.url, 'owner')).arrayBuffer()))).toContain('debit card');
    expect(errorCode(await as.call('owner', BASE, { b: 'lumen', a: id, s: 'repayment', t: 'NDD' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses an unknown brand and another customer’s application', async () => {
    expect(errorCode(await as.call('owner', BASE, { b: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await as.call('otherCustomer', BASE, { b: 'lumen', a: id }))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('csrAlone', BASE, { b: 'lumen', a: id }))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('anonymous', BASE, { b: 'lumen' }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await as.call('enrollment', BASE, { b: 'lumen' }))).toBe('FORBIDDEN');
    expect((await as.call('csrActing', BASE, { b: 'lumen', a: id })).errors).toBeUndefined();
  });
});

describe('documentsPerState', () => {
  it('has no extra documents for Ohio', async () => {
    const body = await as.call('owner', STATE, { st: 'OH', b: 'lumen', a: id });
    expect(body.data?.documentsPerState).toMatchObject({
      abbr: 'OH',
      name: 'Ohio',
      disclosures: [],
      requiredFields: [],
    });
  });

  it('gives California’s privacy notice per brand as a required checkbox', async () => {
    for (const [brand, creditor] of [
      ['lumen', 'Lumen Cash, LLC'],
      ['meridian', 'Ridgeway State Bank'],
    ] as const) {
      await h.server.services.db.update(applications).set({ brand }).where(eq(applications.id, id));
      const body = await as.call('owner', STATE, { st: 'ca', b: brand, a: id });
      const state = body.data?.documentsPerState as {
        id: string;
        abbr: string;
        disclosures: { idTag: string; type: string; url: string }[];
        requiredFields: { inputs: { type: string; idTag: string; label: string; value: string }[] }[];
      };
      expect(state.id).toBe(`${brand}-CA`);
      expect(state.abbr).toBe('CA');
      expect(state.disclosures.map((d) => [d.idTag, d.type])).toEqual([['CA_PRIVACY_NOTICE', 'STATE']]);
      expect(state.requiredFields[0]!.inputs[0]).toEqual({
        type: 'checkbox',
        idTag: 'CA_PRIVACY_NOTICE',
        label: 'I have read and agree to the California Privacy Notice',
        value: 'false',
      });
      const pdf = Buffer.from(await (await download(state.disclosures[0]!.url, 'owner')).arrayBuffer());
      expect(pdfText(pdf)).toContain(creditor);
      expect(pdfText(pdf)).toContain('California Consumer Privacy Act');
    }
    await h.server.services.db.update(applications).set({ brand: 'lumen' }).where(eq(applications.id, id));
  });

  it('refuses a malformed state', async () => {
    expect(errorCode(await as.call('owner', STATE, { st: 'Ohio!', b: 'lumen' }))).toBe('BAD_USER_INPUT');
  });
});

describe('downloads', () => {
  it('go to the owner and a CSR acting as them only', async () => {
    const [doc] = (await as.call('owner', BASE, { b: 'lumen', a: id })).data?.getBaseDisclosures as { url: string }[];
    expect((await download(doc!.url, 'owner')).status).toBe(200);
    expect((await download(doc!.url, 'csrActing')).status).toBe(200);
    expect((await download(doc!.url, 'otherCustomer')).status).toBe(403);
    expect((await download(doc!.url, 'csrAlone')).status).toBe(403);
    expect((await download(doc!.url, 'anonymous')).status).toBe(401);
    expect((await download('/documents/00000000-0000-4000-8000-000000000000', 'owner')).status).toBe(404);
    expect((await download('/documents/not-an-id', 'owner')).status).toBe(404);
  });
});

describe('saveAgreements', () => {
  it('is refused without E-SIGN consent, whatever else is agreed', async () => {
    const body = await as.call('owner', SAVE, { id, g: agree(...BASE_IDS.slice(1)), r: 'NDD', f: 'EFT' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'agreements.ESIGN_CONSENT', key: 'application.agreements.esignFirst' },
    ]);
  });

  it('is refused when any required agreement is missing or disagreed', async () => {
    const body = await as.call('owner', SAVE, {
      id,
      g: [
        ...agree('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TEXT_MESSAGE_CONSENT'),
        { idTag: 'CREDIT_REPORT_AUTHORIZATION', value: false },
      ],
      r: 'NDD',
      f: 'EFT',
    });
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'agreements.CREDIT_REPORT_AUTHORIZATION', key: 'application.agreements.mustAgree' },
    ]);
  });

  it('needs the recurring-debit authorization for automatic payments, and real methods', async () => {
    const body = await as.call('owner', SAVE, { id, g: agree(...BASE_IDS), r: 'ACH', f: 'DEBIT_CARD' });
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'agreements.RECURRING_DEBIT_AUTHORIZATION', key: 'application.agreements.mustAgree' },
    ]);
    const methods = await as.call('owner', SAVE, { id, g: agree(...BASE_IDS), r: 'EFT', f: 'NDD' });
    expect(fieldErrorsOf(methods).map((e) => e.field)).toEqual(['repaymentMethod', 'fundingMethod']);
    const none = await as.call('owner', SAVE, { id, g: agree(...BASE_IDS) });
    expect(fieldErrorsOf(none).map((e) => e.field)).toEqual(['repaymentMethod', 'fundingMethod']);
  });

  it('needs California’s notice in California', async () => {
    await h.server.services.db.update(applications).set({ stateCode: 'CA' }).where(eq(applications.id, id));
    const body = await as.call('owner', SAVE, { id, g: agree(...BASE_IDS), r: 'NDD', f: 'EFT' });
    expect(fieldErrorsOf(body)).toEqual([
      { field: 'agreements.CA_PRIVACY_NOTICE', key: 'application.agreements.mustAgree' },
    ]);
    await h.server.services.db.update(applications).set({ stateCode: 'OH' }).where(eq(applications.id, id));
  });

  it('is refused to anyone but the owner or a CSR acting as them', async () => {
    const vars = { id, g: agree(...BASE_IDS), r: 'NDD', f: 'EFT' };
    expect(errorCode(await as.call('otherCustomer', SAVE, vars))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('csrAlone', SAVE, vars))).toBe('FORBIDDEN');
    expect(errorCode(await as.call('anonymous', SAVE, vars))).toBe('UNAUTHENTICATED');
    expect(errorCode(await as.call('enrollment', SAVE, vars))).toBe('FORBIDDEN');
  });

  it('keeps the answers and methods and signs the agreed copies', async () => {
    const body = await as.call('owner', SAVE, {
      id,
      g: agree(...BASE_IDS, 'RECURRING_DEBIT_AUTHORIZATION'),
      r: 'ACH',
      f: 'DEBIT_CARD',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.saveAgreements).toMatchObject({ repaymentMethod: 'ACH', fundingMethod: 'DEBIT_CARD' });
    const answers = (
      body.data?.saveAgreements as {
        loanApplication: { additionalAttributes: { disclosures: { idTag: string; value: boolean }[] } };
      }
    ).loanApplication.additionalAttributes.disclosures;
    for (const idTag of [...BASE_IDS, 'RECURRING_DEBIT_AUTHORIZATION'])
      expect(answers).toContainEqual({ idTag, value: true });
    const docs = (await as.call('owner', DOCS, { a: id })).data?.applicationDocuments as {
      kind: string;
      category: string;
      signedAt: string | null;
      fileName: string;
    }[];
    const signed = docs.filter((d) => d.category === 'AGREEMENT' && d.signedAt && d.fileName.endsWith('-en.pdf'));
    expect(signed.map((d) => d.kind).sort()).toEqual([...BASE_IDS, 'RECURRING_DEBIT_AUTHORIZATION'].sort());
    const recurring = docs.find((d) => d.kind === 'RECURRING_DEBIT_AUTHORIZATION' && d.signedAt);
    expect(recurring?.fileName).toBe('lumen-recurring-debit-authorization-ach-en.pdf');
  });
});

describe('uploads', () => {
  it('stores a PNG for its owner and marks the kind uploaded', async () => {
    const res = await upload(PNG, { name: '../../my statement.png' });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { id: string; fileName: string; contentType: string; url: string };
    expect(saved).toMatchObject({ fileName: 'my-statement.png', contentType: 'image/png' });
    const back = await download(saved.url, 'owner');
    expect(Buffer.from(await back.arrayBuffer())).toEqual(PNG);
    expect((await download(saved.url, 'otherCustomer')).status).toBe(403);
    const [row] = await h.server.services.db.select().from(applications).where(eq(applications.id, id));
    expect((row!.data as { uploadedDocumentKinds?: string[] }).uploadedDocumentKinds).toEqual(['BANK_STATEMENT']);
  });

  it('reads the type from the content, not the name', async () => {
    const res = await upload(Buffer.from('hello, I am text'), { name: 'statement.pdf' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UPLOAD_TYPE');
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF'), { name: 'scan.jpg', kind: 'PROOF_OF_INCOME' });
    expect(pdf.status).toBe(201);
    expect((await pdf.json()) as { fileName: string; contentType: string }).toMatchObject({
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses an empty file, a file over the limit and an unknown kind, each with its code', async () => {
    const empty = await upload(Buffer.alloc(0));
    expect([empty.status, ((await empty.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'UPLOAD_EMPTY',
    ]);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const large = await upload(big);
    expect([large.status, ((await large.json()) as { error: { code: string } }).error.code]).toEqual([
      413,
      'UPLOAD_TOO_LARGE',
    ]);
    const kind = await upload(PNG, { kind: 'SELFIE' });
    expect([kind.status, ((await kind.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'UPLOAD_KIND',
    ]);
  });

  it('is refused for another customer’s application and without a token', async () => {
    expect((await upload(PNG, { as: 'otherCustomer' })).status).toBe(403);
    expect((await upload(PNG, { as: 'csrAlone' })).status).toBe(403);
    expect((await upload(PNG, { as: 'anonymous' })).status).toBe(401);
    expect((await upload(PNG, { as: 'csrActing' })).status).toBe(201);
  });

  it('stops at the per-application limit', async () => {
    const existing = await h.server.services.db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.category, 'UPLOAD'));
    for (let i = existing.length; i < 10; i += 1) expect((await upload(PNG)).status).toBe(201);
    const over = await upload(PNG);
    expect([over.status, ((await over.json()) as { error: { code: string } }).error.code]).toEqual([
      409,
      'TOO_MANY_UPLOADS',
    ]);
  });
});
