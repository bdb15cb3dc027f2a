// The saves' pure part: checking a personal step (with the server-only ZIP-in-state check) and folding it in with the
// taxpayer id and the state ID sealed; a masked or empty number keeps the stored one.
import { describe, expect, it } from 'vitest';
import type { ApplicationData } from '../../../server/applications/data';
import {
  checkPersonal,
  mergeAttributes,
  mergePersonal,
  type PersonalSave,
} from '../../../server/applications/sections';

const NOW = new Date('2026-06-01T16:00:00Z');
const seal = (plain: string) => `sealed(${plain})`;
const unseal = (sealed: string) => sealed.replace(/^sealed\((.*)\)$/, '$1');
const deps = { now: NOW, statesForZip: (zip: string) => (zip.startsWith('43') ? ['OH'] : ['NY']), unseal };

const save = (change: Partial<PersonalSave['personalInfo']> = {}, zipCode = '43215'): PersonalSave => ({
  personalInfo: {
    firstName: ' Nora ',
    lastName: 'Newman',
    dateOfBirth: '04/12/1985',
    documentNumber: '111-22-3333',
    driverLicenseStateCode: 'ca',
    driverLicenseNumber: 'a123 4567',
    ...change,
  },
  contactInfo: {
    address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'oh', zipCode },
    phones: [{ type: 'C', number: '+1 (614) 555-0123' }],
  },
});

describe('checkPersonal', () => {
  it('accepts a good step and adds the ZIP-in-state check', () => {
    expect(checkPersonal(save(), undefined, deps)).toEqual([]);
    expect(checkPersonal(save({}, '10001'), undefined, deps)).toEqual([
      { field: 'address.zipCode', key: 'application.validation.zipNotInState' },
    ]);
  });

  it('asks for the SSN unless one is stored; a stored licence is checked against the state chosen now', () => {
    expect(checkPersonal(save({ documentNumber: '' }), undefined, deps)).toEqual([
      { field: 'personalInformation.documentNumber', key: 'application.validation.ssnRequired' },
    ]);
    const stored = {
      documentNumberSealed: seal('111223333'),
      driverLicenseNumberSealed: seal('A1234567'),
      driverLicenseStateCode: 'CA',
    };
    expect(checkPersonal(save({ documentNumber: '*****3333', driverLicenseNumber: '' }), stored, deps)).toEqual([]);
    expect(
      checkPersonal(
        save({ documentNumber: '', driverLicenseNumber: '*****4567', driverLicenseStateCode: 'TX' }),
        stored,
        deps,
      ),
    ).toEqual([{ field: 'personalInformation.driverLicenseNumber', key: 'application.validation.stateIdPattern' }]);
  });
});

describe('mergePersonal', () => {
  it('stores tidy values and seals the numbers, keeping only their last 4 in clear', () => {
    const merged = mergePersonal({}, save(), 'nora@example.com', seal);
    expect(merged.customerInformation?.personalInformation).toMatchObject({
      firstName: 'Nora',
      dateOfBirth: '1985-04-12',
      documentNumberSealed: 'sealed(111223333)',
      documentNumberLast4: '3333',
      driverLicenseNumberSealed: 'sealed(A1234567)',
      driverLicenseNumberLast4: '4567',
      driverLicenseStateCode: 'CA',
    });
    expect(merged.customerInformation?.contactInformation).toMatchObject({
      address: { stateCode: 'OH', zipCode: '43215' },
      phones: [{ type: 'C', number: '6145550123', phonePreference: 'PRIMARY' }],
      emails: [{ email: 'nora@example.com', verified: true }],
    });
  });

  it('keeps the stored numbers when the form sends them masked', () => {
    const first = mergePersonal({}, save(), 'nora@example.com', seal);
    const again = mergePersonal(
      first,
      save({ documentNumber: '*****3333', driverLicenseNumber: '' }),
      'nora@example.com',
      () => {
        throw new Error('nothing to seal');
      },
    );
    expect(again.customerInformation?.personalInformation?.documentNumberSealed).toBe('sealed(111223333)');
    expect(again.customerInformation?.personalInformation?.driverLicenseNumberSealed).toBe('sealed(A1234567)');
  });
});

describe('mergeAttributes', () => {
  it('keeps earlier answers and replaces a disclosure by its tag', () => {
    let data: ApplicationData = mergeAttributes({}, { smsOptIn: true, disclosures: [{ idTag: 'a', value: false }] });
    data = mergeAttributes(data, {
      optOut: false,
      disclosures: [
        { idTag: 'a', value: true },
        { idTag: 'b', value: true },
      ],
    });
    expect(data.loanApplication?.additionalAttributes).toMatchObject({
      smsOptIn: true,
      optOut: false,
      disclosures: [
        { idTag: 'a', value: true },
        { idTag: 'b', value: true },
      ],
    });
  });
});
