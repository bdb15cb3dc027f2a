// A conversion refused and a conversion's papers, against the real server: the denial recorded once for the
// customer's loan, and the signed agreement among the account's documents, for its owner only.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanConversions } from '../../../server/db/schema';
import { errorCode } from '../harness';
import type { CallerKind } from '../applications/helpers';
import {
  PAULA,
  CODE,
  h,
  paula,
  OFFERS,
  UNDERWRITE,
  CHOOSE,
  SIGN,
  GET,
  DENY,
  db,
  freshLoan,
  details,
  serveConversions,
  type Answer,
} from './conversionSetup';

serveConversions();

describe('the denial', () => {
  it('a withdrawn offer: no offers, no details, underwriting DENIED and recorded', async () => {
    const loanNumber = await freshLoan([]);
    expect((await paula.call('owner', OFFERS, { c: CODE })).data?.conversionOffers).toEqual({ conversionTypes: [] });
    expect(await details('convert')).toBeNull();
    expect(await details('refinance')).toBeNull();
    expect((await paula.call('owner', UNDERWRITE, { c: CODE })).data?.preliminaryUnderwriting).toEqual({
      status: 'DENIED',
    });
    const rows = await db()
      .select()
      .from(loanConversions)
      .where(and(eq(loanConversions.originalLoanNumber, loanNumber), eq(loanConversions.status, 'DENIED')));
    expect(rows).toHaveLength(1);
  });

  it('createConversionDenial(customer code) records the denial once, whoever asks first', async () => {
    const loanNumber = await freshLoan([]);
    expect((await paula.call('owner', UNDERWRITE, { c: CODE })).data?.preliminaryUnderwriting).toEqual({
      status: 'DENIED',
    });
    const first = (await paula.call('owner', DENY, { id: CODE })).data?.createConversionDenial as Answer;
    expect(first).toMatchObject({ loanNumber });
    const again = await Promise.all([1, 2, 3].map(() => paula.call('owner', DENY, { id: ` ${CODE} ` })));
    expect(again.map((b) => (b.data?.createConversionDenial as Answer).id)).toEqual([first.id, first.id, first.id]);
    const rows = await db()
      .select()
      .from(loanConversions)
      .where(and(eq(loanConversions.originalLoanNumber, loanNumber), eq(loanConversions.status, 'DENIED')));
    expect(rows.map((r) => r.id)).toEqual([first.id]);
  });

  it('createConversionDenial: only the customer whose code it is, or a CSR acting as them', async () => {
    await freshLoan([]);
    const REFUSED: [CallerKind, string][] = [
      ['anonymous', 'UNAUTHENTICATED'],
      ['enrollment', 'FORBIDDEN'],
      ['otherCustomer', 'FORBIDDEN'],
      ['csrAlone', 'FORBIDDEN'],
    ];
    for (const [kind, code] of REFUSED)
      expect(errorCode(await paula.call(kind, DENY, { id: CODE })), `as ${kind}`).toBe(code);
    expect(errorCode(await paula.call('csrActing', DENY, { id: CODE }))).toBeUndefined();
    // Someone else's loan-system code (LoanPro or QFund) is refused to the owner too.
    expect(errorCode(await paula.call('owner', DENY, { id: 'LP-100201' }))).toBe('FORBIDDEN');
    expect(errorCode(await paula.call('owner', DENY, { id: 'QF-300301' }))).toBe('FORBIDDEN');
  });

  it('an offer still standing: underwriting APPROVED', async () => {
    await freshLoan();
    expect((await paula.call('owner', UNDERWRITE, { c: CODE })).data?.preliminaryUnderwriting).toEqual({
      status: 'APPROVED',
    });
  });
});

describe("a conversion's signed agreement among the account's documents", () => {
  const DOCUMENTS = `query { accountDocuments { id fileName kind signedAt url loanNumber applicationNumber } }`;
  const download = (url: string, token: string) =>
    fetch(`${h.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });

  it('is listed for its owner and downloads (a PDF) from GET /documents/:id; another customer gets neither', async () => {
    await freshLoan();
    const offer = await details('convert');
    const chosen = (
      await paula.call('owner', CHOOSE, {
        i: { customerCode: CODE, offerId: offer.offerId, type: 'CONVERSION', amountCents: 80_000 },
      })
    ).data!.saveConversionChoice as Answer;
    const signed = (await paula.call('owner', SIGN, { id: chosen.id, n: 'Paula Payday' })).data!
      .esignConversion as Answer;
    const listed = (await paula.call('owner', DOCUMENTS)).data!.accountDocuments as Answer[];
    expect(listed).toContainEqual(
      expect.objectContaining({
        url: signed.agreementUrl,
        kind: 'CONVERSION',
        loanNumber: signed.newLoanNumber,
        fileName: `loan-agreement-${signed.newLoanNumber}.pdf`,
        applicationNumber: null,
      }),
    );
    // The page asks again later: loanConversion names the same document.
    expect(((await paula.call('owner', GET, { id: chosen.id })).data!.loanConversion as Answer).agreementUrl).toBe(
      signed.agreementUrl,
    );
    const owner = await download(signed.agreementUrl, await h.idToken(PAULA));
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await owner.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const other = await h.idToken('online.returning@example.com');
    expect((await download(signed.agreementUrl, other)).status).toBe(403);
    const theirs = (await paula.call('otherCustomer', DOCUMENTS)).data!.accountDocuments as Answer[];
    expect(theirs.map((d) => d.url)).not.toContain(signed.agreementUrl);
    // The old address is gone: one documents route.
    expect((await download(`/conversion-agreements/${chosen.id}`, await h.idToken(PAULA))).status).toBe(404);
  });
});
