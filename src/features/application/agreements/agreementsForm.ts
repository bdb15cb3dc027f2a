// The agreements form: which documents it lists (the brand's base agreements, E-SIGN consent first, the state's, and
// the recurring-debit authorization while automatic payments are chosen), its values and checks, and what it sends.
import * as Yup from 'yup';
import type { Application } from '../../../../api/application/endpoints';
import type { AgreementDocument } from '../../../../api/application/agreements/endpoints';
import type { AgreementsSubmission } from '../../../../store/application';
import {
  ESIGN_CONSENT,
  FUNDING_METHODS,
  missingAgreements,
  REPAYMENT_METHODS,
  type FundingMethod,
  type RepaymentMethod,
} from '../../../lib/application/agreements';

export interface AgreementsValues {
  /** Each agreement's answer by idTag. */
  agreed: Record<string, boolean>;
  repaymentMethod: RepaymentMethod | '';
  fundingMethod: FundingMethod | '';
}

export const CHOICE_REQUIRED = 'application.agreements.choiceRequired';
export const MUST_AGREE = 'application.agreements.mustAgree';

export const agreementsSchema = Yup.object({
  repaymentMethod: Yup.string().oneOf(REPAYMENT_METHODS, CHOICE_REQUIRED).required(CHOICE_REQUIRED),
  fundingMethod: Yup.string().oneOf(FUNDING_METHODS, CHOICE_REQUIRED).required(CHOICE_REQUIRED),
});

/** What the server holds: saved answers and methods come back when the customer returns. */
export function agreementsValuesFrom(application: Application | null): AgreementsValues {
  const answers = application?.loanApplication?.additionalAttributes?.disclosures ?? [];
  const repayment = application?.repaymentMethod;
  const funding = application?.fundingMethod;
  return {
    agreed: Object.fromEntries(answers.map((a) => [a.idTag, a.value])),
    repaymentMethod: REPAYMENT_METHODS.includes(repayment as RepaymentMethod) ? (repayment as RepaymentMethod) : '',
    fundingMethod: FUNDING_METHODS.includes(funding as FundingMethod) ? (funding as FundingMethod) : '',
  };
}

/** The documents in the order they are read: E-SIGN consent first, then the rest as the server lists them. */
export function orderedDocuments(...lists: readonly (readonly AgreementDocument[] | undefined)[]): AgreementDocument[] {
  const all = lists.flatMap((list) => list ?? []);
  const unique = all.filter((doc, i) => all.findIndex((d) => d.idTag === doc.idTag) === i);
  return [...unique.filter((d) => d.idTag === ESIGN_CONSENT), ...unique.filter((d) => d.idTag !== ESIGN_CONSENT)];
}

export const allAgreed = (documents: readonly AgreementDocument[], agreed: Record<string, boolean>) =>
  documents.length > 0 &&
  missingAgreements(
    documents.map((d) => d.idTag),
    Object.entries(agreed).map(([idTag, value]) => ({ idTag, value })),
  ).length === 0;

export function agreementsSubmission(
  documents: readonly AgreementDocument[],
  values: AgreementsValues,
): AgreementsSubmission {
  return {
    agreements: documents.map((doc) => ({ idTag: doc.idTag, value: Boolean(values.agreed[doc.idTag]) })),
    repaymentMethod: values.repaymentMethod as RepaymentMethod,
    fundingMethod: values.fundingMethod as FundingMethod,
  };
}
