// What the inactivity prompt shows and announces: whole seconds rounded up, and announcements only at the start,
// every ten seconds and at five, so a screen reader is not interrupted every second.
import { describe, expect, it } from 'vitest';
import { announcementFor, countdownText, secondsLeft } from '../../../src/features/session/countdown';

describe('countdown', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('says second or seconds', () => {
    expect(countdownText(1)).toBe('Your session will end in 1 second.');
    expect(countdownText(45)).toBe('Your session will end in 45 seconds.');
  });

  it('announces at the start, every ten seconds and at five, and nothing at zero', () => {
    const announced = [60, 59, 51, 50, 49, 20, 11, 10, 9, 6, 5, 4, 1, 0].filter((s) => announcementFor(s, false));
    expect(announced).toEqual([60, 50, 20, 10, 5]);
    expect(announcementFor(37, true)).toBe('Your session will end in 37 seconds.');
    expect(announcementFor(0, true)).toBeNull();
  });
});
