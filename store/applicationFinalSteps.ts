// The final steps' events (otp, products, amount, identity). Each is answered by sagas/application/finalSteps.ts,
// which marks the flow busy or refused in the application slice; the answers themselves live on the server. The
// texted code rides under `code`, a key the DevTools sanitizer masks.
import { createAction } from '@reduxjs/toolkit';
import type { Channel, ProductCode } from '../api/generated/graphql';

export const otpCodeSubmitted = createAction<{ code: string }>('application/otpCodeSubmitted');
export const productChosen = createAction<{ productCode: ProductCode; channel: Channel }>('application/productChosen');
export const loanRequestSubmitted = createAction<{
  productCode: ProductCode;
  channel: Channel;
  amountCents: number;
  term: number;
}>('application/loanRequestSubmitted');
/** The identity check is settled (approved) and the customer goes on. */
export const identityStepFinished = createAction('application/identityStepFinished');
export const identityOptOutConfirmed = createAction('application/identityOptOutConfirmed');
