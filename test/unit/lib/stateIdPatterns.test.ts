// The state ID number patterns: 52 places, each with a readable description in English and Spanish, and the
// published examples accepted and refused.
import { describe, expect, it } from 'vitest';
import {
  normalizeStateIdNumber,
  STATE_ID_PATTERNS,
  STATE_ID_STATE_CODES,
  stateIdNumberRule,
  stateIdStateRule,
} from '../../../src/lib/application/stateIdPatterns';
import { US_STATES } from '../../../src/lib/usStates';

describe('the pattern table', () => {
  it('covers the 50 states, DC and the Virgin Islands', () => {
    expect(STATE_ID_STATE_CODES).toHaveLength(52);
    expect(new Set(STATE_ID_STATE_CODES)).toEqual(new Set([...US_STATES.map(([code]) => code), 'VI']));
  });

  it.each(STATE_ID_STATE_CODES)('%s has a description in English and Spanish and a compiling rule', (code) => {
    const pattern = STATE_ID_PATTERNS[code]!;
    expect(pattern.description.en.length).toBeGreaterThan(5);
    expect(pattern.description.es.length).toBeGreaterThan(5);
    expect(pattern.description.es).not.toEqual(pattern.description.en);
    expect(pattern.description.en).toMatch(/^[A-Z0-9]/);
    if (code === 'VI') expect(pattern.rule).toBe('');
    else expect(() => new RegExp(pattern.rule)).not.toThrow();
  });

  it('describes California and New York in words a person reads', () => {
    expect(STATE_ID_PATTERNS.CA!.description.en).toBe('1 letter followed by 7 digits');
    expect(STATE_ID_PATTERNS.CA!.description.es).toBe('1 letra seguida de 7 dígitos');
    expect(STATE_ID_PATTERNS.NY!.alternatives).toBe(6);
    expect(STATE_ID_PATTERNS.NY!.description.en).toBe(
      'One of: 1 letter followed by 7 digits; 1 letter followed by 18 digits; 8 digits; 9 digits; 16 digits; 8 letters',
    );
    expect(STATE_ID_PATTERNS.AL!.description.en).toBe('1 to 7 digits');
    expect(STATE_ID_PATTERNS.TX!.description.en).toBe('7 or 8 digits');
    expect(STATE_ID_PATTERNS.TX!.description.es).toBe('7 u 8 dígitos');
    expect(STATE_ID_PATTERNS.WY!.description.es).toBe('9 o 10 dígitos');
    expect(STATE_ID_PATTERNS.AR!.description.es).toBe('Entre 4 y 9 dígitos');
  });
});

describe('stateIdNumberRule', () => {
  it.each([
    ['CA', 'A1234567'],
    ['CA', 'a1234567'],
    ['NY', 'B1234567'],
    ['NY', 'B123456789012345678'],
    ['NY', '12345678'],
    ['NY', '123456789'],
    ['NY', '1234567890123456'],
    ['NY', 'ABCDEFGH'],
    ['FL', 'S123-456-78-901-0'],
    ['TX', '1234567'],
    ['TX', '12345678'],
    ['WI', 'S123-4567-8901-23'],
    ['AL', '1'],
    ['VI', 'anything 123'],
  ])('accepts %s %s', (state, number) => {
    expect(stateIdNumberRule(number, state)).toBeNull();
  });

  it.each([
    ['CA', '12345678'],
    ['CA', 'AB123456'],
    ['CA', 'A123456'],
    ['NY', 'B12345'],
    ['NY', 'ABCDEFG'],
    ['FL', 'S12345678901'],
    ['TX', '123456'],
    ['TX', 'A1234567'],
    ['WI', 'S12345678901234'],
    ['WI', '12345678901234'],
    ['AL', '12345678'],
  ])('refuses %s %s', (state, number) => {
    expect(stateIdNumberRule(number, state)).toBe('application.validation.stateIdPattern');
  });

  it('asks for a number and a known issuing state', () => {
    expect(stateIdNumberRule('  ', 'CA')).toBe('application.validation.stateIdRequired');
    expect(stateIdStateRule('')).toBe('application.validation.stateIdStateRequired');
    expect(stateIdStateRule('ZZ')).toBe('application.validation.stateIdStateRequired');
    expect(stateIdStateRule('vi')).toBeNull();
  });

  it('reads numbers without the spaces and dashes printed on cards', () => {
    expect(normalizeStateIdNumber(' s123-4567 8901-23 ')).toBe('S1234567890123');
  });
});
