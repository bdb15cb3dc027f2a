// Whose application is this: every operation taking an application id goes through ownApplication (the one
// ownership rule: server/access/ownership.ts). Saves also need the application still open to change.
import { ownRecord, type OwnershipRequest, type OwnershipRule } from '../access/ownership';
import { NEEDS_NEW_METHOD } from '../decision/engine';
import type { DecisionData } from '../decision/facts';
import { RequestRefused } from '../domainErrors';
import { dataOf } from './data';
import type { ApplicationRow } from './openApplications';
import { findApplication } from './repository';

const byId: OwnershipRule<ApplicationRow> = {
  kind: 'application',
  refusal: 'This application is not yours.',
  find: async (db, email, id) => {
    const row = await findApplication(db, id);
    return { record: row, mine: row?.email.toLowerCase() === email };
  },
};

export const ownApplication = (req: OwnershipRequest, id: string, operation: string): Promise<ApplicationRow> =>
  ownRecord(req, byId, id, operation);

const SUBMITTED = 'This application has been submitted or withdrawn and can no longer be changed.';

/** The same, for saves: a submitted or withdrawn application can no longer change. */
export async function ownUnsubmittedApplication(
  req: OwnershipRequest,
  id: string,
  operation: string,
): Promise<ApplicationRow> {
  const row = await ownApplication(req, id, operation);
  if (row.status !== 'UNSUBMITTED' || row.applicationState) throw new RequestRefused(SUBMITTED);
  return row;
}

/**
 * For saveAgreements: an unsubmitted application, or one whose decision asked for another funding or repayment method
 * (SUBMIT_ERROR with CARD_ERROR_1/2 or NEEDS_NEW_*; server/decision/engine.ts), which is saved and submitted anew. That
 * is the one change a submitted application takes; any other submitted state is refused.
 */
export async function ownApplicationOpenToNewMethod(
  req: OwnershipRequest,
  id: string,
  operation: string,
): Promise<ApplicationRow> {
  const row = await ownApplication(req, id, operation);
  if (row.status !== 'UNSUBMITTED') throw new RequestRefused(SUBMITTED);
  if (!row.applicationState) return row;
  const outcome = (dataOf(row) as DecisionData).decision?.outcome;
  if (row.applicationState === 'SUBMIT_ERROR' && outcome && NEEDS_NEW_METHOD.includes(outcome)) return row;
  throw new RequestRefused(
    row.applicationState === 'SUBMIT_ERROR'
      ? 'This application is waiting to be submitted again; its funding and repayment methods change only when the decision asks for a new one.'
      : SUBMITTED,
  );
}
