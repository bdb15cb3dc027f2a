// What an application keeps in its `data` column: the contract's nested sections as saved, except that the taxpayer
// id and the state ID number are sealed (server/db/cipher.ts) with only their last 4 in clear. toGraphQL.ts decides
// what of it leaves the server.
import type {
  AdditionalAttributes,
  AdditionalInformation,
  ContactInformation,
  ConversionDetails,
  ExternalSystemInformation,
  IncomeInformation,
  InitialApplicationDetails,
  OriginalLoanDetails,
  SpousalInformation,
  Store,
} from '../graphql/generated/resolvers';
import type { StoredBanking } from '../bank/banking';

export interface StoredPersonal {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  documentType?: string | null;
  /** The SSN or ITIN, sealed; never in clear. */
  documentNumberSealed?: string | null;
  documentNumberLast4?: string | null;
  stateIdType?: string | null;
  driverLicenseNumberSealed?: string | null;
  driverLicenseNumberLast4?: string | null;
  driverLicenseStateCode?: string | null;
  stateIdExpirationDate?: string | null;
}

type Plain<T> = Omit<T, '__typename'>;

export interface ApplicationData {
  userInformation?: { email: string };
  customerInformation?: {
    personalInformation?: StoredPersonal;
    contactInformation?: Plain<ContactInformation>;
    additionalInformation?: Plain<AdditionalInformation>;
    spousalInformation?: Plain<SpousalInformation>;
    incomeInformation?: Plain<IncomeInformation>;
    /** The bank step (server/bank/banking.ts): numbers sealed. */
    bankingInformation?: StoredBanking;
  };
  storeInformation?: { storeNumber?: string | null; brandName?: string | null; store?: Plain<Store> | null };
  loanApplication?: { additionalAttributes?: Plain<AdditionalAttributes> };
  initialApplicationDetails?: Plain<InitialApplicationDetails>;
  conversionDetails?: Plain<ConversionDetails>;
  originalLoanDetails?: Plain<OriginalLoanDetails>;
  externalSystemInformation?: Plain<ExternalSystemInformation>;
  campaignId?: string | null;
  ipAddress?: string | null;
  source?: string | null;
  cmsData?: Record<string, unknown> | null;
  isGPCEnabled?: boolean | null;
  retailOnly?: boolean | null;
  onlineOnly?: boolean | null;
  suppressedBrands?: string[];
  /** The repayment and funding methods chosen with the agreements (saveAgreements). */
  repaymentMethod?: string | null;
  fundingMethod?: string | null;
  /** When the agreements were signed, in which language, and the signed copies (application_documents ids). */
  agreements?: { agreedAt: string; lang: string; documentIds: string[] } | null;
  /** The kinds of documents uploaded on upload-docs. */
  uploadedDocumentKinds?: string[];
  /** The application this one was cloned from (cloneApplicationBase). */
  clonedFrom?: string | null;
  withdrawnAt?: string | null;
}

export const dataOf = (row: { data: Record<string, unknown> }): ApplicationData => row.data as ApplicationData;
