// The loan agreement as a stored PDF (server/documents: loanAgreementPdf kept with issueOnce, downloaded from
// GET /documents/:id by the owner or a CSR acting as them). When each copy is made (docs/application-after-income.md):
// - the offer (kind OFFER): on first request, when the e-sign screen asks for it (Query.loanAgreement) in
//   PENDING_ESIGN or ESIGN_ERROR. Its figures are getInitialLoanDetails' for the offer priced today, so the screen's
//   Fed box and the PDF agree to the cent; the one row is brought up to date in place when the day, the request or
//   the language changes what it says. Made on request rather than at PENDING_ESIGN because applications reach that
//   state by several roads (the state machine, a cloned lead, the dev route) and an offer is priced by the day anyway.
// - the signed copy (kind SIGNED): once, on first request after ORIGINATED (the thank-you page's signed documents or
//   Query.loanAgreement), with the loan number, the figures as of the signing day (getInitialLoanDetails with
//   isOriginated), the name the customer typed and the instant they signed; a signed row never changes.
import { todayEastern } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { figuresOfLoanDetails } from '../../src/lib/lending';
import { dataOf } from '../applications/data';
import type { ApplicationRow } from '../applications/openApplications';
import type { Db } from '../db/client';
import { applicantName, brandOf } from '../documents/agreements';
import { issueOnce, type IssuedDocument } from '../documents/issueOnce';
import { loanAgreementPdf } from '../documents/loanAgreementPdf';
import { RequestRefused } from '../domainErrors';
import { loanRequestOf, offerDetails, originatedDetails } from './loanDetails';
import { esignOf } from './esign';

/** The tag the e-sign screen signs the loan agreement under (esignApplication's agreements). */
export const LOAN_AGREEMENT_TAG = 'loanAgreement';

/** The states in which the offer can be read before signing. */
const OFFER_STATES = new Set(['PENDING_ESIGN', 'ESIGN_ERROR']);

/** The borrower's address on one line, as saved on the personal step. */
function borrowerAddress(row: ApplicationRow): string {
  const a = dataOf(row).customerInformation?.contactInformation?.address;
  if (!a) return '';
  const street = [a.addressLine1, a.addressLine2].filter(Boolean).join(', ');
  return [street, a.cityName, [a.stateCode, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

const fileNameOf = (row: ApplicationRow, signed: boolean) =>
  `loan-agreement-${row.applicationNumber}${signed ? '-signed' : ''}.pdf`;

async function offer(db: Db, row: ApplicationRow, lang: Lang, now: Date): Promise<IssuedDocument> {
  const request = loanRequestOf(dataOf(row));
  if (!request) throw new RequestRefused('No loan amount has been chosen on this application yet.');
  const today = todayEastern(now);
  const details = offerDetails(row, request, today, null);
  return issueOnce(
    db,
    { applicationId: row.id, category: 'LOAN_AGREEMENT', kind: 'OFFER' },
    async () => ({
      lang,
      fileName: fileNameOf(row, false),
      bytes: await loanAgreementPdf({
        brand: brandOf(row),
        lang,
        borrower: { name: applicantName(row), address: borrowerAddress(row) },
        // No loan number is given before the loan is made: the agreement names the application instead.
        loanNumber: null,
        applicationNumber: row.applicationNumber,
        date: today,
        figures: figuresOfLoanDetails(details),
      }),
    }),
    { refresh: true },
  );
}

/** The signed copy of an ORIGINATED loan (null before, or when the signature is not on record). */
export async function signedLoanAgreement(
  db: Db,
  row: ApplicationRow,
  lang: Lang,
  now = new Date(),
): Promise<IssuedDocument | null> {
  const esign = esignOf(row);
  const request = loanRequestOf(dataOf(row));
  if (row.applicationState !== 'ORIGINATED' || !esign?.signedAt || !request) return null;
  const signedAt = esign.signedAt;
  const details = originatedDetails(row, request, todayEastern(now));
  return issueOnce(db, { applicationId: row.id, category: 'LOAN_AGREEMENT', kind: 'SIGNED' }, async () => ({
    lang,
    fileName: fileNameOf(row, true),
    signedAt: new Date(signedAt),
    bytes: await loanAgreementPdf({
      brand: brandOf(row),
      lang,
      borrower: { name: applicantName(row), address: borrowerAddress(row) },
      loanNumber: details.loanNumber,
      applicationNumber: row.applicationNumber,
      date: todayEastern(new Date(signedAt)),
      figures: figuresOfLoanDetails(details),
      signed: { name: esign.signatureName?.trim() || applicantName(row), at: signedAt },
    }),
  }));
}

/** The loan agreement the customer reads: the offer before signing, the signed copy once the loan is made. */
export async function loanAgreementFor(db: Db, row: ApplicationRow, lang: Lang, now = new Date()) {
  if (row.applicationState && OFFER_STATES.has(row.applicationState)) return offer(db, row, lang, now);
  const signed = await signedLoanAgreement(db, row, lang, now);
  if (signed) return signed;
  throw new RequestRefused('This application has no loan agreement to read yet.');
}
