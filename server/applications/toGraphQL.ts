// Maps a stored application row to the contract's Application. Nested sections are stored in `data` (./data.ts);
// this is the one place that decides what of them leaves the server: the taxpayer id and the state ID number only
// masked to their last 4.
import { maskNumber } from '../../src/lib/mask';
import type {
  Application,
  ApplicationStatus,
  ApplicationType,
  Channel,
  PersonalInformation,
} from '../graphql/generated/resolvers';
import { bankingOut } from '../bank/banking';
import { decisionOut } from '../decision/toGraphQL';
import { dataOf, type StoredPersonal } from './data';
import type { ApplicationRow } from './openApplications';

/** The masked form of a sealed number (its length unknown once sealed, so always 9 characters: *****6789). */
export const maskedLast4 = (last4: string | null | undefined): string | null =>
  last4 ? maskNumber(`00000${last4}`) : null;

function personalOut(p: StoredPersonal | undefined): PersonalInformation | null {
  if (!p) return null;
  return {
    firstName: p.firstName ?? null,
    lastName: p.lastName ?? null,
    dateOfBirth: p.dateOfBirth ?? null,
    documentType: p.documentType ?? null,
    documentNumber: maskedLast4(p.documentNumberLast4),
    stateIdType: p.stateIdType ?? null,
    driverLicenseNumber: maskedLast4(p.driverLicenseNumberLast4),
    driverLicenseStateCode: p.driverLicenseStateCode ?? null,
    stateIdExpirationDate: p.stateIdExpirationDate ?? null,
  };
}

export function toApplication(row: ApplicationRow): Application {
  const data = dataOf(row);
  const customer = data.customerInformation;
  const attributes = data.loanApplication?.additionalAttributes;
  return {
    id: row.id,
    applicationType: row.applicationType as ApplicationType,
    applicationSource: row.applicationSource as Application['applicationSource'],
    applicationNumber: row.applicationNumber,
    source: data.source ?? row.brand,
    stateCode: row.stateCode,
    campaignId: data.campaignId ?? null,
    ipAddress: data.ipAddress ?? null,
    invalidPrecheck: false,
    status: row.status as ApplicationStatus,
    channel: row.channel as Channel,
    preferredProductCode: (row.preferredProductCode ?? null) as Application['preferredProductCode'],
    retailOnly: data.retailOnly ?? null,
    onlineOnly: data.onlineOnly ?? null,
    suppressedBrands: data.suppressedBrands ?? [],
    applicationState: (row.applicationState ?? null) as Application['applicationState'],
    repaymentMethod: (data.repaymentMethod ?? null) as Application['repaymentMethod'],
    fundingMethod: (data.fundingMethod ?? null) as Application['fundingMethod'],
    uploadedDocumentKinds: data.uploadedDocumentKinds ?? [],
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    userInformation: data.userInformation ?? { email: row.email },
    customerInformation: customer
      ? {
          personalInformation: personalOut(customer.personalInformation),
          contactInformation: customer.contactInformation ?? null,
          additionalInformation: customer.additionalInformation ?? null,
          spousalInformation: customer.spousalInformation ?? null,
          bankingInformation: bankingOut(customer.bankingInformation),
          incomeInformation: customer.incomeInformation ?? null,
        }
      : null,
    storeInformation: data.storeInformation
      ? {
          storeNumber: data.storeInformation.storeNumber ?? null,
          brandName: data.storeInformation.brandName ?? null,
          store: data.storeInformation.store ?? null,
        }
      : null,
    loanApplication: attributes
      ? { additionalAttributes: { ...attributes, disclosures: attributes.disclosures ?? [] } }
      : null,
    loanApplicationProgress: { applicationUrl: row.applicationUrl },
    initialApplicationDetails: data.initialApplicationDetails ?? null,
    conversionDetails: data.conversionDetails ?? null,
    originalLoanDetails: data.originalLoanDetails ?? null,
    externalSystemInformation: data.externalSystemInformation ?? null,
    applicationStateDetails: null,
    decision: decisionOut(data as { decision?: Parameters<typeof decisionOut>[0]['decision'] }),
  };
}
