// The demo applications' sections (docs/seed-data.md "Seeded applications"): what each seeded application already
// holds, so resuming lands on a real step with the data typed before. Sealed numbers go through the same cipher as a
// real save.
import type { ApplicationData } from '../applications/data';
import type { Cipher } from './cipher';

interface DemoApplicant {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  stateId: { stateCode: string; number: string };
  address: { addressLine1: string; cityName: string; stateCode: string; zipCode: string };
  phone: string;
  preferredProductCode: string | null;
  storeNumber: string | null;
}

/** Applicants by e-mail: resume.app stopped before income; stale.app's application is older than 21 days. */
const APPLICANTS: Record<string, DemoApplicant> = {
  'resume.app@example.com': {
    firstName: 'Rita',
    lastName: 'Resume',
    dateOfBirth: '1990-05-17',
    ssn: '900000801',
    stateId: { stateCode: 'OH', number: 'RR123456' },
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phone: '6145550801',
    preferredProductCode: 'ILP',
    storeNumber: '2997',
  },
  'stale.app@example.com': {
    firstName: 'Stan',
    lastName: 'Stale',
    dateOfBirth: '1984-08-08',
    ssn: '900000901',
    stateId: { stateCode: 'OH', number: 'SS654321' },
    address: { addressLine1: '41 High St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phone: '6145550902',
    preferredProductCode: 'PDL',
    storeNumber: '2997',
  },
};

export const demoApplicantProduct = (email: string): string | null => APPLICANTS[email]?.preferredProductCode ?? null;

export function demoApplicationData(email: string, cipher: Cipher): ApplicationData | null {
  const a = APPLICANTS[email];
  if (!a) return null;
  return {
    userInformation: { email },
    customerInformation: {
      personalInformation: {
        firstName: a.firstName,
        lastName: a.lastName,
        dateOfBirth: a.dateOfBirth,
        documentType: 'SSN',
        documentNumberSealed: cipher.encrypt(a.ssn),
        documentNumberLast4: a.ssn.slice(-4),
        stateIdType: 'DRIVER_LICENSE',
        driverLicenseNumberSealed: cipher.encrypt(a.stateId.number),
        driverLicenseNumberLast4: a.stateId.number.slice(-4),
        driverLicenseStateCode: a.stateId.stateCode,
        stateIdExpirationDate: null,
      },
      contactInformation: {
        address: { ...a.address, addressLine2: null },
        phones: [{ type: 'C', number: a.phone, extension: null, phonePreference: 'PRIMARY' }],
        emails: [{ type: 'PRIMARY', email, verified: true }],
      },
      additionalInformation: { monthsAtAddress: 26, ownResidence: false },
    },
    ...(a.storeNumber ? { storeInformation: { storeNumber: a.storeNumber, brandName: 'lumen', store: null } } : {}),
  };
}

/**
 * online.returning's originated application from their paid-off loan: what a returning customer's new application
 * carries over beyond the loan-system record (the state ID and how long they have lived at the address).
 */
export function pastApplications(
  cipher: Cipher,
): { email: string; daysAgo: number; loanNumber: string; data: ApplicationData }[] {
  const email = 'online.returning@example.com';
  return [
    {
      email,
      daysAgo: 134,
      loanNumber: 'PDL-1000201',
      data: {
        userInformation: { email },
        customerInformation: {
          personalInformation: {
            firstName: 'Oliver',
            lastName: 'Online',
            dateOfBirth: '1979-07-30',
            documentType: 'SSN',
            documentNumberSealed: cipher.encrypt('987654321'),
            documentNumberLast4: '4321',
            stateIdType: 'DRIVER_LICENSE',
            driverLicenseNumberSealed: cipher.encrypt('OL123456'),
            driverLicenseNumberLast4: '3456',
            driverLicenseStateCode: 'OH',
            stateIdExpirationDate: '2029-07-30',
          },
          contactInformation: {
            address: {
              addressLine1: '22 Elm Ave',
              addressLine2: null,
              cityName: 'Blacklick',
              stateCode: 'OH',
              zipCode: '43004',
            },
            phones: [{ type: 'C', number: '6145550101', extension: null, phonePreference: 'PRIMARY' }],
            emails: [{ type: 'PRIMARY', email, verified: true }],
          },
          additionalInformation: { monthsAtAddress: 60, ownResidence: true },
        },
      },
    },
  ];
}
