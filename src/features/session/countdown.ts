// What the inactivity prompt says, as pure functions: the visible countdown changes every second, but a screen
// reader is told only at the start, every ten seconds and at five, so the announcements do not drown the page.

/** Whole seconds until `endsAt`, never negative; rounded up so the prompt never shows 0 while time is left. */
export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

export const countdownText = (seconds: number): string =>
  `Your session will end in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The text to announce at this second, or null to leave the live region as it is (nothing re-announced). */
export function announcementFor(seconds: number, isStart: boolean): string | null {
  if (seconds <= 0) return null;
  if (isStart || seconds % 10 === 0 || seconds === 5) return countdownText(seconds);
  return null;
}
