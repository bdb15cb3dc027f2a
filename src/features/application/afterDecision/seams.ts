// Seams for the lead to wire when the other rooms' branches merge. Each names what it stands in for.
// - loanAgreementUrl: the agreements room's loan agreement PDF (loanAgreementPdf) behind its download route; the PDF
//   viewer modal (height 500) can replace the plain link on the e-sign screen.
// - The Fed box: LoanTerms.tsx renders the figures until src/components/lending/FedBox.tsx (finalSteps room) is there.
export const loanAgreementUrl = (applicationId: string) =>
  `/documents/applications/${encodeURIComponent(applicationId)}/loanAgreement.pdf`;
