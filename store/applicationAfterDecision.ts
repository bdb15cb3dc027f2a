// The events of the screens after the decision. Events only: where the work stands is the application slice's (status,
// message, fieldErrors), so these carry no reducer of their own.
import { createAction } from '@reduxjs/toolkit';

export interface EsignSubmission {
  /** Each agreement of the loan, agreed. */
  agreements: { idTag: string; value: boolean }[];
  /** The name the customer typed as their signature. */
  signatureName: string;
}

/** The e-sign screen's submit: sign the loan agreement. */
export const esignSubmitted = createAction<EsignSubmission>('application/esignSubmitted');
/** The lead agreements screen: continue an approved lead as the customer's own application. */
export const leadContinued = createAction<{ leadId: string }>('application/leadContinued');
