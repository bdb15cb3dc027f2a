// The English words that arrive after the login page's first paint (src/lib/i18n/firstPaint.ts). Empty here: in
// development and tests en.ts holds every word. The production build serves this module with the words it took
// out of en.ts (precompile.ts), and start-up adds them once the late layer loads (addEnglish in translate.ts).
export const enLater: Record<string, unknown> = {};
