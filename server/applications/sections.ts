// The saves' pure part: check a step's input with the rules shared with the client (src/lib/application), then fold it
// into the stored sections. Values are stored tidy (ISO dates, digits-only phones, upper-case state codes); the SSN and
// the state ID number are sealed by the `seal` the caller passes, and a masked or empty one keeps what is stored.
import { parseCalendarDate } from '../../src/lib/application/dates';
import { collect, type FieldError } from '../../src/lib/application/fieldErrors';
import { validateIncome } from '../../src/lib/application/income';
import { emailRule, phoneDigits, ssnDigits, validatePersonal } from '../../src/lib/application/personal';
import { normalizeStateIdNumber } from '../../src/lib/application/stateIdPatterns';
import { storeNumberRule } from '../../src/lib/application/store';
import type {
  AdditionalAttributesInput,
  AdditionalInformationInput,
  AgreementInput,
  ContactInformationInput,
  IncomeInformationInput,
  PersonalInformationInput,
  SpousalInformationInput,
  StoreInformationInput,
} from '../graphql/generated/resolvers';
import type { ApplicationData, StoredPersonal } from './data';

export interface PersonalSave {
  personalInfo: PersonalInformationInput;
  contactInfo: ContactInformationInput;
  additionalInfo?: AdditionalInformationInput | null;
  spousalInfo?: SpousalInformationInput | null;
}

/** A number the form sent back masked (*****6789) or left empty: keep the stored one. */
const keepsStored = (value: string | null | undefined, sealed: string | null | undefined): boolean =>
  Boolean(sealed) && (value == null || value.trim() === '' || value.includes('*'));

export interface PersonalCheckDeps {
  now: Date;
  /** The states a ZIP lies in (zipStates.ts). */
  statesForZip(zip: string): string[];
  unseal(sealed: string): string;
}

/** Every refused field of a personal save, plus the ZIP-in-state check only the server can make. */
export function checkPersonal(
  save: PersonalSave,
  stored: StoredPersonal | undefined,
  deps: PersonalCheckDeps,
): FieldError[] {
  const p = save.personalInfo;
  const address = save.contactInfo.address;
  const keepSsn = keepsStored(p.documentNumber, stored?.documentNumberSealed);
  const keepId = keepsStored(p.driverLicenseNumber, stored?.driverLicenseNumberSealed);
  const errors = validatePersonal(
    {
      personalInformation: {
        ...p,
        // A kept SSN was checked when it was saved; a kept ID number is checked again against the state chosen now.
        documentNumber: keepSsn ? '000000000' : p.documentNumber,
        driverLicenseNumber: keepId ? deps.unseal(stored!.driverLicenseNumberSealed!) : p.driverLicenseNumber,
      },
      address,
      phones: save.contactInfo.phones,
      emails: save.contactInfo.emails ?? null,
      additionalInformation: save.additionalInfo ?? null,
      spousalInformation: save.spousalInfo ?? null,
    },
    deps.now,
  );
  const zip = address.zipCode.trim();
  const state = address.stateCode.trim().toUpperCase();
  if (!errors.some((e) => e.field === 'address.zipCode' || e.field === 'address.stateCode')) {
    const states = deps.statesForZip(zip);
    if (!states.includes(state)) errors.push({ field: 'address.zipCode', key: 'application.validation.zipNotInState' });
  }
  return errors;
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};
const isoDate = (value: string | null | undefined): string | null => (value ? parseCalendarDate(value) : null);

/** The data with a checked personal save folded in; `accountEmail` marks the account's own address verified. */
export function mergePersonal(
  data: ApplicationData,
  save: PersonalSave,
  accountEmail: string,
  seal: (plain: string) => string,
): ApplicationData {
  const p = save.personalInfo;
  const stored = data.customerInformation?.personalInformation;
  const keepSsn = keepsStored(p.documentNumber, stored?.documentNumberSealed);
  const keepId = keepsStored(p.driverLicenseNumber, stored?.driverLicenseNumberSealed);
  const ssn = keepSsn ? null : ssnDigits(p.documentNumber ?? '');
  const stateId = keepId ? null : normalizeStateIdNumber(p.driverLicenseNumber ?? '');
  const personal: StoredPersonal = {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    dateOfBirth: isoDate(p.dateOfBirth),
    documentType: trimmed(p.documentType) ?? 'SSN',
    documentNumberSealed: ssn ? seal(ssn) : (stored?.documentNumberSealed ?? null),
    documentNumberLast4: ssn ? ssn.slice(-4) : (stored?.documentNumberLast4 ?? null),
    stateIdType: trimmed(p.stateIdType) ?? 'DRIVER_LICENSE',
    driverLicenseNumberSealed: stateId ? seal(stateId) : (stored?.driverLicenseNumberSealed ?? null),
    driverLicenseNumberLast4: stateId ? stateId.slice(-4) : (stored?.driverLicenseNumberLast4 ?? null),
    driverLicenseStateCode: trimmed(p.driverLicenseStateCode)?.toUpperCase() ?? null,
    stateIdExpirationDate: isoDate(p.stateIdExpirationDate),
  };
  const a = save.contactInfo.address;
  const phones = save.contactInfo.phones.map((phone, i) => ({
    type: phone.type,
    number: phoneDigits(phone.number),
    extension: trimmed(phone.extension),
    phonePreference: phone.phonePreference ?? (i === 0 ? ('PRIMARY' as const) : ('SECONDARY' as const)),
  }));
  const emails = (save.contactInfo.emails ?? [{ type: 'PRIMARY', email: accountEmail }]).map((e) => {
    const email = e.email.trim().toLowerCase();
    return { type: trimmed(e.type), email, verified: email === accountEmail.toLowerCase() };
  });
  const spouse = save.spousalInfo;
  return {
    ...data,
    customerInformation: {
      ...data.customerInformation,
      personalInformation: personal,
      contactInformation: {
        address: {
          addressLine1: a.addressLine1.trim(),
          addressLine2: trimmed(a.addressLine2),
          cityName: a.cityName.trim(),
          stateCode: a.stateCode.trim().toUpperCase(),
          zipCode: a.zipCode.trim(),
        },
        phones,
        emails,
      },
      additionalInformation: {
        monthsAtAddress: save.additionalInfo?.monthsAtAddress ?? null,
        ownResidence: save.additionalInfo?.ownResidence ?? null,
      },
      ...(spouse
        ? {
            spousalInformation: {
              firstName: trimmed(spouse.firstName),
              lastName: trimmed(spouse.lastName),
              email: trimmed(spouse.email)?.toLowerCase() ?? null,
              phoneNumber: spouse.phoneNumber ? phoneDigits(spouse.phoneNumber) : null,
            },
          }
        : {}),
    },
  };
}

export function checkIncome(income: IncomeInformationInput, now: Date): FieldError[] {
  return validateIncome(income, now);
}

export function mergeIncome(
  data: ApplicationData,
  income: IncomeInformationInput,
  agreements?: readonly AgreementInput[] | null,
): ApplicationData {
  const withIncome: ApplicationData = {
    ...data,
    customerInformation: {
      ...data.customerInformation,
      incomeInformation: {
        type: income.type,
        employerName: trimmed(income.employerName),
        employmentHireDate: isoDate(income.employmentHireDate),
        incomeWithholding: income.incomeWithholding ?? null,
        jobTitle: trimmed(income.jobTitle),
        paymentFrequency: income.paymentFrequency,
        paymentMethod: trimmed(income.paymentMethod),
        amountGross: income.amountGross ?? null,
        amountNet: income.amountNet,
        nextPaymentDate: isoDate(income.nextPaymentDate),
        paymentDayOfWeek: income.paymentDayOfWeek ?? null,
        jobShift: trimmed(income.jobShift),
      },
    },
  };
  return agreements && agreements.length > 0
    ? mergeAttributes(withIncome, { disclosures: [...agreements] })
    : withIncome;
}

/** Additional attributes folded in; disclosures are merged by idTag (a later answer replaces an earlier one). */
export function mergeAttributes(data: ApplicationData, input: AdditionalAttributesInput): ApplicationData {
  const current = data.loanApplication?.additionalAttributes ?? { disclosures: [] };
  const byTag = new Map((current.disclosures ?? []).map((d) => [d.idTag, d.value]));
  for (const d of input.disclosures ?? []) byTag.set(d.idTag, d.value);
  const pick = <K extends 'optOut' | 'canShareInfo' | 'smsOptIn' | 'iovationBlackBox'>(key: K) =>
    input[key] === undefined || input[key] === null ? (current[key] ?? null) : input[key];
  return {
    ...data,
    loanApplication: {
      additionalAttributes: {
        ...current,
        optOut: pick('optOut'),
        canShareInfo: pick('canShareInfo'),
        smsOptIn: pick('smsOptIn'),
        iovationBlackBox: pick('iovationBlackBox'),
        disclosures: [...byTag].map(([idTag, value]) => ({ idTag, value })),
      },
    },
  };
}

export const IOVATION_BLACKBOX_MAX = 8_000;
export const DISCLOSURE_TAG = /^[A-Za-z0-9_.-]{1,64}$/;

export function checkUserInformation(
  email: string,
  accountEmail: string,
  attributes: AdditionalAttributesInput | null | undefined,
): FieldError[] {
  const emailKey = emailRule(email);
  return collect([
    [
      'userInfo.email',
      emailKey ?? (email.trim().toLowerCase() === accountEmail ? null : 'application.validation.emailNotAccount'),
    ],
    [
      'additionalAttributes.iovationBlackBox',
      (attributes?.iovationBlackBox?.length ?? 0) > IOVATION_BLACKBOX_MAX
        ? 'application.validation.deviceTooLong'
        : null,
    ],
    [
      'additionalAttributes.disclosures',
      (attributes?.disclosures ?? []).every((d) => DISCLOSURE_TAG.test(d.idTag))
        ? null
        : 'application.validation.disclosureUnknown',
    ],
  ]);
}

/** A store save may name no store yet (the product-preference step saves the product alone). */
export function checkStoreShape(store: StoreInformationInput): FieldError[] {
  return collect([['storeInfo.storeNumber', store.storeNumber == null ? null : storeNumberRule(store.storeNumber)]]);
}
