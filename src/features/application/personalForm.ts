// The personal step's form: its values (named as the server's refusals name the fields), the Yup schema built on the
// shared rules (src/lib/application/personal.ts, stateIdPatterns.ts), the values from a saved application (so a
// returning applicant re-enters nothing but the SSN, which is never sent back) and the save's input.
import { array, object, string } from 'yup';
import type { Application } from '../../../api/application/endpoints';
import type { PhoneType } from '../../../api/generated/graphql';
import type { PersonalSubmission } from '../../../store/application';
import { parseCalendarDate, toUsDate } from '../../lib/application/dates';
import {
  addressLine1Rule,
  addressLine2Rule,
  cityRule,
  dateOfBirthRule,
  emailRule,
  firstNameRule,
  lastNameRule,
  monthsAtAddressRule,
  phoneDigits,
  phoneRule,
  ssnDigits,
  ssnRule,
  stateCodeRule,
  zipCodeRule,
} from '../../lib/application/personal';
import { stateIdNumberRule, stateIdStateRule } from '../../lib/application/stateIdPatterns';
import type { MessageKey } from '../../lib/i18n';
import { ruleTest } from './formParts';

export const PHONE_TYPES = ['C', 'H', 'W', 'O'] as const satisfies readonly PhoneType[];
export const STATE_ID_TYPES = ['DRIVER_LICENSE', 'STATE_ID'] as const;
export const STATE_ID_TYPE_LABELS: Record<(typeof STATE_ID_TYPES)[number], MessageKey> = {
  DRIVER_LICENSE: 'application.personal.stateIdType.driverLicense',
  STATE_ID: 'application.personal.stateIdType.stateId',
};

export interface PersonalValues {
  personalInformation: {
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    documentNumber: string;
    stateIdType: string;
    driverLicenseStateCode: string;
    driverLicenseNumber: string;
    stateIdExpirationDate: string;
  };
  address: { addressLine1: string; addressLine2: string; cityName: string; stateCode: string; zipCode: string };
  phones: { number: string; type: string }[];
  emails: { email: string }[];
  additionalInformation: { monthsAtAddress: string; ownResidence: '' | 'yes' | 'no' };
}

const formatPhoneDigits = (digits: string) =>
  digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** What the portal already knows of the signed-in customer: their e-mail and the names they signed up with. */
export interface KnownCustomer {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The form's starting values: what the application already holds, else what the customer already gave (WCAG 3.3.7:
 * nothing asked twice), the SSN always empty.
 */
export function personalValuesFrom(a: Application | null, known: KnownCustomer): PersonalValues {
  const p = a?.customerInformation?.personalInformation;
  const c = a?.customerInformation?.contactInformation;
  const extra = a?.customerInformation?.additionalInformation;
  const phone = c?.phones.find((x) => x.phonePreference === 'PRIMARY') ?? c?.phones[0];
  return {
    personalInformation: {
      firstName: p?.firstName || known.firstName,
      lastName: p?.lastName || known.lastName,
      dateOfBirth: p?.dateOfBirth ? toUsDate(p.dateOfBirth) : '',
      documentNumber: '',
      stateIdType: p?.stateIdType ?? 'DRIVER_LICENSE',
      driverLicenseStateCode: p?.driverLicenseStateCode ?? '',
      // Masked by the server; typed again only if it changes (the form then holds the new number).
      driverLicenseNumber: '',
      stateIdExpirationDate: p?.stateIdExpirationDate ? toUsDate(p.stateIdExpirationDate) : '',
    },
    address: {
      addressLine1: c?.address?.addressLine1 ?? '',
      addressLine2: c?.address?.addressLine2 ?? '',
      cityName: c?.address?.cityName ?? '',
      stateCode: c?.address?.stateCode ?? '',
      zipCode: c?.address?.zipCode ?? '',
    },
    phones: [{ number: phone ? formatPhoneDigits(phone.number) : '', type: phone?.type ?? 'C' }],
    emails: [{ email: c?.emails[0]?.email ?? a?.userInformation?.email ?? known.email }],
    additionalInformation: {
      monthsAtAddress: extra?.monthsAtAddress == null ? '' : String(extra.monthsAtAddress),
      ownResidence: extra?.ownResidence == null ? '' : extra.ownResidence ? 'yes' : 'no',
    },
  };
}

const rule = (name: string, check: (v: string) => ReturnType<typeof ssnRule>) =>
  string()
    .default('')
    .test(ruleTest<string>(name, (v) => check(v ?? '')));

/** What the server already holds (masked): the SSN and the state ID number may then be left blank to keep them. */
export interface OnFile {
  ssn: boolean;
  stateIdNumber: boolean;
}

export const onFileIn = (a: Application | null): OnFile => ({
  ssn: Boolean(a?.customerInformation?.personalInformation?.documentNumber),
  stateIdNumber: Boolean(a?.customerInformation?.personalInformation?.driverLicenseNumber),
});

const keptWhenBlank = (kept: boolean, check: (v: string) => ReturnType<typeof ssnRule>) => (v: string) =>
  kept && v.trim() === '' ? null : check(v);

export const personalSchema = (onFile: OnFile = { ssn: false, stateIdNumber: false }) =>
  object({
    personalInformation: object({
      firstName: rule('firstName', firstNameRule),
      lastName: rule('lastName', lastNameRule),
      dateOfBirth: rule('dateOfBirth', (v) => dateOfBirthRule(v)),
      documentNumber: rule('ssn', keptWhenBlank(onFile.ssn, ssnRule)),
      driverLicenseStateCode: rule('stateIdState', stateIdStateRule),
      driverLicenseNumber: string()
        .default('')
        .test(
          ruleTest<string>('stateIdNumber', (v, parent) =>
            keptWhenBlank(onFile.stateIdNumber, (n) =>
              stateIdNumberRule(n, String(parent.driverLicenseStateCode ?? '')),
            )(v ?? ''),
          ),
        ),
      stateIdExpirationDate: string()
        .default('')
        .test(
          ruleTest<string>('stateIdExpiration', (v) =>
            v && !parseCalendarDate(v) ? 'application.validation.dateFormat' : null,
          ),
        ),
    }),
    address: object({
      addressLine1: rule('addressLine1', addressLine1Rule),
      addressLine2: rule('addressLine2', addressLine2Rule),
      cityName: rule('cityName', cityRule),
      stateCode: rule('stateCode', stateCodeRule),
      zipCode: rule('zipCode', zipCodeRule),
    }),
    phones: array(object({ number: rule('phone', phoneRule) })),
    emails: array(object({ email: rule('email', emailRule) })),
    additionalInformation: object({
      monthsAtAddress: rule('monthsAtAddress', (v) =>
        v.trim() === '' ? null : monthsAtAddressRule(/^\d+$/.test(v.trim()) ? Number(v) : -1),
      ),
    }),
  });

const isoOrNull = (v: string) => (v.trim() ? parseCalendarDate(v) : null);

/** The save's input from the form (dates as YYYY-MM-DD, phone and SSN as digits). */
export function personalSubmission(values: PersonalValues): PersonalSubmission {
  const p = values.personalInformation;
  const a = values.address;
  const extra = values.additionalInformation;
  return {
    personalInfo: {
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      dateOfBirth: parseCalendarDate(p.dateOfBirth) ?? p.dateOfBirth,
      documentType: 'SSN',
      documentNumber: ssnDigits(p.documentNumber),
      stateIdType: p.stateIdType,
      driverLicenseStateCode: p.driverLicenseStateCode,
      driverLicenseNumber: p.driverLicenseNumber.replace(/[\s-]/g, '').toUpperCase(),
      ...(isoOrNull(p.stateIdExpirationDate) ? { stateIdExpirationDate: isoOrNull(p.stateIdExpirationDate) } : {}),
    },
    contactInfo: {
      address: {
        addressLine1: a.addressLine1.trim(),
        ...(a.addressLine2.trim() ? { addressLine2: a.addressLine2.trim() } : {}),
        cityName: a.cityName.trim(),
        stateCode: a.stateCode,
        zipCode: a.zipCode.trim(),
      },
      phones: values.phones.map((phone) => ({
        number: phoneDigits(phone.number),
        type: phone.type as PhoneType,
        phonePreference: 'PRIMARY' as const,
      })),
      emails: values.emails.map((e) => ({ type: 'PRIMARY', email: e.email.trim() })),
    },
    additionalInfo: {
      ...(extra.monthsAtAddress.trim() ? { monthsAtAddress: Number(extra.monthsAtAddress) } : {}),
      ...(extra.ownResidence ? { ownResidence: extra.ownResidence === 'yes' } : {}),
    },
  };
}
