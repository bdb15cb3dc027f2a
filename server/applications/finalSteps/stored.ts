// What the final steps keep in an application's `data` column beside part 1's sections (../data.ts): the loan asked
// for and the identity step's choice. Read and written only through here.
import type { Channel, OtpResult, ProductCode } from '../../graphql/generated/resolvers';
import type { ApplicationData } from '../data';

export interface StoredLoanRequest {
  productCode: ProductCode;
  channel: Channel;
  amountCents: number;
  term: number;
}

export interface FinalStepsData extends ApplicationData {
  loanRequest?: StoredLoanRequest | null;
  /** The applicant chose to verify their identity in a store (identity/opt-out). */
  identityOptedOut?: boolean;
}

export const finalStepsOf = (data: ApplicationData): FinalStepsData => data as FinalStepsData;

/** The texted code's last result on the application; once OTP_VALID it stays so (a later wrong code changes nothing). */
export function withOtpResponse(data: ApplicationData, result: OtpResult): ApplicationData {
  const attributes = data.loanApplication?.additionalAttributes;
  if (attributes?.otpResponse === 'OTP_VALID') return data;
  return {
    ...data,
    loanApplication: {
      ...data.loanApplication,
      additionalAttributes: { ...attributes, disclosures: attributes?.disclosures ?? [], otpResponse: result },
    },
  };
}
