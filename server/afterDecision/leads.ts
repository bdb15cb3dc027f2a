// Leads (docs/decision.md "Leads"): an application a lead partner sent us already decided.
// An approved lead is cloned into the portal as the customer's own application, approved and waiting for the
// signature (lead agreements → approved/agreements → esign); a lead that was not approved is welcomed to apply here.
// A lead is marked on its application as `data.lead { provider, approved }`.
import { and, eq } from 'drizzle-orm';
import { clonedBase } from '../applications/create';
import { dataOf, type ApplicationData } from '../applications/data';
import type { ApplicationRow } from '../applications/openApplications';
import { insertApplication } from '../applications/repository';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { RequestRefused } from '../domainErrors';

export interface LeadMark {
  provider: string;
  approved: boolean;
}

export const leadOf = (row: Pick<ApplicationRow, 'data'>): LeadMark | null =>
  (row.data as { lead?: LeadMark | null }).lead ?? null;

export const isApprovedLead = (row: Pick<ApplicationRow, 'data' | 'status'>) =>
  leadOf(row)?.approved === true && row.status === 'APPROVED';

/**
 * The customer's application made from an approved lead: the lead's answers and decision, approved, in PENDING_ESIGN
 * (the lead partner's decision stands: the clone is born decided rather than moved there). Cloning twice answers the
 * first clone, so a double press or a second tab never makes two loans.
 */
export async function cloneApprovedLead(db: Db, lead: ApplicationRow): Promise<ApplicationRow> {
  if (!isApprovedLead(lead)) throw new RequestRefused('Only an approved lead can be continued here.');
  const mine = await db
    .select()
    .from(applications)
    .where(and(eq(applications.email, lead.email), eq(applications.status, 'APPROVED')));
  const earlier = mine.find((row) => dataOf(row).clonedFrom === lead.id);
  if (earlier) return earlier;
  const data = dataOf(lead) as ApplicationData & Record<string, unknown>;
  const base = clonedBase(lead, data);
  return insertApplication(db, {
    customerId: lead.customerId,
    email: lead.email,
    applicationType: lead.applicationType,
    brand: lead.brand,
    channel: lead.channel,
    stateCode: lead.stateCode,
    status: 'APPROVED',
    applicationState: 'PENDING_ESIGN',
    applicationUrl: '/application/approved/agreements',
    data: {
      ...base,
      customerInformation: {
        ...base.customerInformation,
        incomeInformation: data.customerInformation?.incomeInformation,
      },
      initialApplicationDetails: data.initialApplicationDetails,
      ...({ decision: data.decision, loanRequest: data.loanRequest, leadFrom: leadOf(lead)?.provider } as object),
    },
  });
}
