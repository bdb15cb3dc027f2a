import { describe, expect, it } from 'vitest';
import { maskEmail, maskNumber } from '../../../src/lib/mask';

describe('maskEmail', () => {
  it('hides the middle of the local part and keeps the domain', () => {
    expect(maskEmail('online.returning@example.com')).toBe('o**************g@example.com');
  });
  it('hides a very short local part entirely', () => {
    expect(maskEmail('ab@example.com')).toBe('**@example.com');
  });
  it('falls back to number masking for text without an @', () => {
    expect(maskEmail('nobody')).toBe('**body');
  });
});

describe('maskNumber', () => {
  it('shows only the last four characters', () => {
    expect(maskNumber('123456789')).toBe('*****6789');
  });
  it('hides values of four characters or fewer', () => {
    expect(maskNumber('1234')).toBe('****');
  });
});
