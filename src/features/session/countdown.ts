// What the inactivity prompt says, as pure functions: the visible countdown changes every second, but a screen
// reader is told only at the start, every ten seconds and at five, so the announcements do not drown the page.
import { DEFAULT_LANG, translate, type Lang } from '../../lib/i18n';

/** Whole seconds until `endsAt`, never negative; rounded up so the prompt never shows 0 while time is left. */
export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

export const countdownText = (seconds: number, lang: Lang = DEFAULT_LANG): string =>
  translate(lang, 'session.prompt.countdown', { seconds });

/** The text to announce at this second, or null to leave the live region as it is (nothing re-announced). */
export function announcementFor(seconds: number, isStart: boolean, lang: Lang = DEFAULT_LANG): string | null {
  if (seconds <= 0) return null;
  if (isStart || seconds % 10 === 0 || seconds === 5) return countdownText(seconds, lang);
  return null;
}
