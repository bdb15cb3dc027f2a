// The lead routes (docs/decision.md "Leads" documents ours). A lead partner
// links an approved customer to the lead agreements page with the lead's application id (`?lead=<id>`), and a
// customer it could not approve to the not-approved lead welcome page.
export const leadPaths = {
  leadAgreements: '/application/lead/agreements',
  notApprovedLeadWelcome: '/application/lead/welcome',
} as const;

export const LEAD_PARAM = 'lead';
