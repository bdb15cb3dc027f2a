// Applications as the server returns them (ApplicationFields), built up section by section for the flow's tests.
import type { Application } from '../../../api/application/endpoints';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    applicationType: 'STANDARD',
    applicationNumber: 'A-1',
    stateCode: 'OH',
    status: 'UNSUBMITTED',
    applicationState: null,
    channel: 'ONLINE',
    preferredProductCode: null,
    createdAt: new Date().toISOString(),
    modifiedAt: new Date().toISOString(),
    userInformation: { email: 'new.customer@example.com' },
    customerInformation: null,
    storeInformation: null,
    loanApplication: null,
    loanApplicationProgress: null,
    repaymentMethod: null,
    fundingMethod: null,
    uploadedDocumentKinds: null,
    initialApplicationDetails: null,
    loanRequest: null,
    identityCheck: null,
    ...overrides,
  };
}

export const withPersonal = (a: Application): Application => ({
  ...a,
  customerInformation: {
    personalInformation: {
      firstName: 'Nina',
      lastName: 'New',
      dateOfBirth: '1990-05-01',
      documentType: 'SSN',
      documentNumber: '*****6789',
      stateIdType: 'DRIVER_LICENSE',
      driverLicenseNumber: '****4567',
      driverLicenseStateCode: 'OH',
      stateIdExpirationDate: null,
    },
    contactInformation: {
      address: {
        addressLine1: '100 Broad St',
        addressLine2: null,
        cityName: 'Columbus',
        stateCode: 'OH',
        zipCode: '43215',
      },
      phones: [{ type: 'C', number: '6145550101', extension: null, phonePreference: 'PRIMARY' }],
      emails: [{ type: 'PRIMARY', email: 'new.customer@example.com', verified: false }],
    },
    additionalInformation: null,
    incomeInformation: a.customerInformation?.incomeInformation ?? null,
    bankingInformation: a.customerInformation?.bankingInformation ?? null,
  },
});

export const withProduct = (a: Application, code: Application['preferredProductCode'] = 'ILP'): Application => ({
  ...a,
  preferredProductCode: code,
});

export const withStore = (a: Application, storeNumber = '2997'): Application => ({
  ...a,
  storeInformation: { storeNumber, brandName: 'lumen' },
});

export const withIncome = (a: Application): Application => ({
  ...a,
  customerInformation: {
    personalInformation: a.customerInformation?.personalInformation ?? null,
    contactInformation: a.customerInformation?.contactInformation ?? null,
    additionalInformation: a.customerInformation?.additionalInformation ?? null,
    incomeInformation: {
      type: 'E',
      employerName: 'Acme',
      employmentHireDate: null,
      incomeWithholding: true,
      jobTitle: null,
      paymentFrequency: 'BI',
      paymentMethod: null,
      amountGross: null,
      amountNet: 150000,
      nextPaymentDate: '2030-01-01',
      paymentDayOfWeek: null,
      jobShift: null,
    },
    bankingInformation: a.customerInformation?.bankingInformation ?? null,
  },
});

/** A saved bank account: linked (read-only) or typed by hand, with its verification status. */
export const withBank = (
  a: Application,
  source: 'LINK' | 'MANUAL' = 'LINK',
  verificationStatus: 'PENDING' | 'APPROVED' | null = null,
): Application => ({
  ...a,
  customerInformation: {
    personalInformation: a.customerInformation?.personalInformation ?? null,
    contactInformation: a.customerInformation?.contactInformation ?? null,
    additionalInformation: a.customerInformation?.additionalInformation ?? null,
    incomeInformation: a.customerInformation?.incomeInformation ?? null,
    bankingInformation: {
      isReadOnly: source === 'LINK',
      accountType: 'CHECKING',
      routingNumber: '*****1533',
      accountNumber: '*****0000',
      accountHoldersName: 'Nina New',
      accountBalance: source === 'LINK' ? 125037 : null,
      bankName: source === 'LINK' ? 'First Platypus Bank' : null,
      accountOpenDate: '2024-01-02',
      verificationStatus: source === 'MANUAL' ? (verificationStatus ?? 'PENDING') : null,
    },
  },
});

export const savedAt = (a: Application, applicationUrl: string): Application => ({
  ...a,
  loanApplicationProgress: { applicationUrl },
});
