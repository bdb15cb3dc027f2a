// Whose loan is this: the account's operations name a loan by its number, the live updates and the documents by its
// id; either must be a loan of the caller's customer record (a CSR: of the customer they act as). The one ownership
// rule (server/access/ownership.ts) refuses anything else alike.
import { customerRecordRule, ownRecord, type OwnershipRequest } from '../access/ownership';
import { loanById, loanByNumber, type LoanRow } from './repository';

export const SEE_OWN_LOANS = 'You can only see your own loans.';
const FOLLOW_OWN_LOANS = 'You can only follow your own loans.';

/** Numbers are looked up only among the customer's own loans. */
const byNumber = customerRecordRule<LoanRow>('loan', SEE_OWN_LOANS, async (db, customer, loanNumber) => {
  const loan = customer && loanNumber.length <= 40 ? await loanByNumber(db, customer.id, loanNumber.trim()) : null;
  return { record: loan, mine: loan !== null };
});

const byId = (refusal: string) =>
  customerRecordRule<LoanRow>('loan', refusal, async (db, customer, loanId) => {
    const loan = await loanById(db, loanId);
    return { record: loan, mine: loan !== null && loan.customerId === customer?.id };
  });

export const ownLoan = (req: OwnershipRequest, loanNumber: string, operation: string): Promise<LoanRow> =>
  ownRecord(req, byNumber, loanNumber, operation);

/** The caller's loan with this id; `purpose` says what the caller is refused: seeing it, or following its updates. */
export const ownLoanById = (
  req: OwnershipRequest,
  loanId: string,
  operation: string,
  purpose: 'see' | 'follow' = 'see',
): Promise<LoanRow> => ownRecord(req, byId(purpose === 'see' ? SEE_OWN_LOANS : FOLLOW_OWN_LOANS), loanId, operation);
