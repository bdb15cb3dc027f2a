// English words of the re-check before a change and the offer to end other sessions, spread into ../en.ts. Keys
// start `recheck.`.
export const recheckEn = {
  'recheck.heading': "Confirm it's you",
  'recheck.intro': 'To keep your account safe, we need to confirm it is you before making this change.',
  'recheck.sending': 'Sending a code to your email...',
  'recheck.sent':
    'We sent a 6-digit code to {email}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'recheck.resent': 'We sent a new code to {email}.',
  'recheck.code': 'Code',
  'recheck.confirm': 'Confirm',
  'recheck.confirming': 'Confirming...',
  'recheck.newCode': 'Send a new code',
  'recheck.cancel': 'Cancel',
  'recheck.problem.codeFormat': 'Enter the 6-digit code we sent.',
  'recheck.problem.wrongCode': 'That code is not right. Check it and try again.',
  'recheck.problem.expired': 'That code can no longer be used. Send a new code.',
  'recheck.problem.tooMany': 'Too many codes were sent. Please try again in an hour.',
  'recheck.problem.failed': 'Something went wrong. Please try again.',
  'recheck.declined': "Your change was not made. To make it, confirm it's you.",
  'recheck.endOthers.heading': 'Sign out of all other sessions?',
  'recheck.endOthers.body.password':
    'Your password was changed. If you are signed in on another device or browser, you can sign it out now. You stay signed in here.',
  'recheck.endOthers.body.factor':
    'Your sign-in security was changed. If you are signed in on another device or browser, you can sign it out now. You stay signed in here.',
  'recheck.endOthers.yes': 'Sign out of all other sessions',
  'recheck.endOthers.no': 'Not now',
  'recheck.endOthers.ending': 'Signing out other sessions...',
  'recheck.endOthers.done':
    '{count, plural, =0 {You were not signed in anywhere else.} one {# other session was signed out.} other {# other sessions were signed out.}}',
  'recheck.endOthers.failed': 'We could not sign out your other sessions. Please try again.',
  'recheck.endOthers.close': 'Close',
};
