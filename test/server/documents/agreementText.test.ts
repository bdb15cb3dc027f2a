// An agreement's text (GET /documents/:id/text): the same paragraphs its PDF prints, filled for the applicant, in
// their language; read by exactly the callers who may download the PDF (the owner, a CSR acting as them, audited);
// a document that is no application agreement has none.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import type { AgreementText } from '../../../src/lib/application/agreementText';
import { startHarness, type Harness } from '../harness';
import { callersFor, CREATE, CSR, goodPersonal, SAVE_PERSONAL } from '../applications/helpers';
import type { CallerKind, Callers } from '../applications/helpers';
import { pdfText } from './pdfText';

const NORA = 'new.customer@example.com';
const OTHER = 'online.returning@example.com';
const BASE = `query($b: String!, $t: String, $s: String, $a: ID) {
  getBaseDisclosures(brandName: $b, disclosureType: $t, section: $s, applicationId: $a) { idTag title url } }`;

let h: Harness;
let as: Callers;
let id: string;

const read = (url: string, kind: CallerKind) => as.get(kind, url);

async function agreement(kind: string, opts: { s?: string; lang?: string } = {}) {
  const res = await h.graphql(BASE, {
    token: await h.idToken(NORA),
    variables: { b: 'lumen', a: id, t: kind, ...(opts.s ? { s: opts.s } : {}) },
    headers: opts.lang ? { cookie: `lang=${opts.lang}` } : {},
  });
  const [doc] = res.body.data?.getBaseDisclosures as { title: string; url: string }[];
  return doc!;
}

beforeAll(async () => {
  h = await startHarness();
  as = await callersFor(h, NORA, OTHER);
  const created = await as.call('owner', CREATE, { a: { userInformation: { email: NORA } } }, { brand: 'lumen' });
  id = (created.data?.createApplication as { id: string }).id;
  expect((await as.call('owner', SAVE_PERSONAL, { id, ...goodPersonal() })).errors).toBeUndefined();
}, 60_000);
afterAll(() => h.close());

describe('GET /documents/:id/text', () => {
  it('gives the words the PDF prints, filled for the applicant', async () => {
    const doc = await agreement('ESIGN_CONSENT');
    const res = await read(`${doc.url}/text`, 'owner');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = (await res.json()) as AgreementText;
    expect(text.title).toBe(doc.title);
    expect(text.lang).toBe('en');
    expect(text.parties).toBe('Lumen Cash · Lumen Cash, LLC');
    expect(text.paragraphs).toHaveLength(6);
    expect(text.paragraphs.join(' ')).toContain('right to receive these records on paper');
    expect(text.preparedFor).toMatch(/^Prepared for Nora Newman, application APP-/);
    const pdf = pdfText(Buffer.from(await (await read(doc.url, 'owner')).arrayBuffer()));
    for (const words of [text.title, ...text.paragraphs, text.preparedFor, text.footer])
      expect(pdf, words).toContain(words);
  });

  it('is in the language and with the debit method the copy was made with', async () => {
    const es = (await (
      await read(`${(await agreement('PRIVACY_NOTICE', { lang: 'es' })).url}/text`, 'owner')
    ).json()) as AgreementText;
    expect([es.lang, es.title]).toEqual(['es', 'Aviso de Privacidad']);
    expect(es.paragraphs[0]).toContain('La ley federal');
    // The contact hours too are in the copy's language.
    const consent = (await (
      await read(`${(await agreement('ESIGN_CONSENT', { lang: 'es' })).url}/text`, 'owner')
    ).json()) as AgreementText;
    expect(consent.paragraphs.join(' ')).toContain('de lunes a viernes');
    expect(consent.paragraphs.join(' ')).not.toContain('Monday');
    const card = await agreement('DEBIT_CARD', { s: 'repayment' });
    const debit = (await (await read(`${card.url}/text`, 'owner')).json()) as AgreementText;
    expect(debit.paragraphs.join(' ')).toContain('debit card');
  });

  it('goes to exactly the callers the download goes to, a CSR’s read audited', async () => {
    const doc = await agreement('PRIVACY_NOTICE');
    const expected: [CallerKind, number][] = [
      ['owner', 200],
      ['csrActing', 200],
      ['otherCustomer', 403],
      ['csrAlone', 403],
      ['enrollment', 403],
      ['anonymous', 401],
    ];
    for (const [kind, status] of expected) {
      expect((await read(`${doc.url}/text`, kind)).status, kind).toBe(status);
      expect((await read(doc.url, kind)).status, kind).toBe(status);
    }
    const audited = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'GET /documents/text'), eq(auditLog.subjectEmail, NORA)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorEmail).toBe(CSR);
  });

  it('is not found for no document, and for a document that is no application agreement', async () => {
    expect((await read('/documents/00000000-0000-4000-8000-000000000000/text', 'owner')).status).toBe(404);
    expect((await read('/documents/not-an-id/text', 'owner')).status).toBe(404);
    const upload = await fetch(`${h.baseUrl}/documents/uploads?applicationId=${id}&kind=PROOF_OF_INCOME`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${await h.idToken(NORA)}` },
      body: new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF')),
    });
    const { url } = (await upload.json()) as { url: string };
    const res = await read(`${url}/text`, 'owner');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NO_TEXT');
  });
});
