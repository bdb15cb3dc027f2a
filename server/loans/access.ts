// Whose loan is this: the account's operations name a loan by its number, the live updates and the documents by its
// id; either must be a loan of the caller's customer record (a CSR: of the customer they act as). The one ownership
// rule (server/access/ownership.ts) refuses anything else alike.
import { ownRecord, type OwnershipRequest } from '../access/ownership';
import { findCustomerByEmail } from '../customers/search';
import { loanById, loanByNumber, type LoanRow } from './repository';

const SEE = 'You can only see your own loans.';
const FOLLOW = 'You can only follow your own loans.';

/** The caller's loan with this number (numbers are looked up only within the caller's own loans). */
export const ownLoan = (req: OwnershipRequest, loanNumber: string, operation: string): Promise<LoanRow> =>
  ownRecord(
    req,
    {
      kind: 'loan',
      refusal: SEE,
      find: async (email) => {
        const customer = await findCustomerByEmail(req.services.db, email);
        const loan =
          customer && loanNumber.length <= 40
            ? await loanByNumber(req.services.db, customer.id, loanNumber.trim())
            : null;
        return { record: loan, mine: loan !== null };
      },
    },
    operation,
  );

/** The caller's loan with this id; `purpose` says what the caller is refused: seeing it, or following its updates. */
export const ownLoanById = (
  req: OwnershipRequest,
  loanId: string,
  operation: string,
  purpose: 'see' | 'follow' = 'see',
): Promise<LoanRow> =>
  ownRecord(
    req,
    {
      kind: 'loan',
      refusal: purpose === 'see' ? SEE : FOLLOW,
      find: async (email) => {
        const customer = await findCustomerByEmail(req.services.db, email);
        const loan = await loanById(req.services.db, loanId);
        return { record: loan, mine: loan !== null && loan.customerId === customer?.id };
      },
    },
    operation,
  );
