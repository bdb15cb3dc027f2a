// Documents on the account: every agreement the customer signed, newest first, each downloadable
// with the customer's token from GET /documents/:id; a document issued but not signed is not listed, and another
// customer can neither list nor download it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../../server/applications/repository';
import { insertDocument } from '../../../server/documents/store';
import { startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const DOCUMENTS = `query { accountDocuments { id fileName kind signedAt url loanNumber } }`;
const PDF = Buffer.from('%PDF-1.4\n% account test\n%%EOF\n');

describe('accountDocuments', () => {
  it('lists the signed agreements and downloads each one for their owner only', async () => {
    const db = h.server.services.db;
    const app = await insertApplication(db, {
      email: 'installment.customer@example.com',
      brand: 'lumen',
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      loanNumber: 'ILP-1900101',
      data: {},
    });
    const signed = await insertDocument(db, {
      applicationId: app.id,
      category: 'LOAN_AGREEMENT',
      kind: 'LOAN_AGREEMENT',
      lang: 'en',
      fileName: 'loan-agreement.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
      signedAt: new Date(),
    });
    await insertDocument(db, {
      applicationId: app.id,
      category: 'AGREEMENT',
      kind: 'ESIGN_CONSENT',
      lang: 'en',
      fileName: 'esign-consent.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const token = await h.idToken('installment.customer@example.com');
    const { body } = await h.graphql(DOCUMENTS, { token });
    // Newest first: the application's, then the agreement the seeded loan was signed with when it was made.
    expect(body.data?.accountDocuments).toEqual([
      expect.objectContaining({
        id: signed.id,
        fileName: 'loan-agreement.pdf',
        loanNumber: 'ILP-1900101',
        url: `/documents/${signed.id}`,
      }),
      expect.objectContaining({ fileName: 'loan-agreement-ILP-1900101.pdf', kind: 'LOAN', loanNumber: 'ILP-1900101' }),
    ]);
    const download = await fetch(`${h.baseUrl}/documents/${signed.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const other = await h.idToken('open.payday@example.com');
    const theirs = await h.graphql(DOCUMENTS, { token: other });
    expect(theirs.body.data?.accountDocuments).toEqual([
      expect.objectContaining({ fileName: 'loan-agreement-PDL-5000501.pdf', loanNumber: 'PDL-5000501' }),
    ]);
    const refused = await fetch(`${h.baseUrl}/documents/${signed.id}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.status).toBe(403);
  });
});
