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
  'recheck.app.prompt': 'Enter the 6-digit code your authenticator app shows now.',
  'recheck.appCode': 'Code from your authenticator app',
  'recheck.passkey.prompt': 'Use your passkey to confirm it is you.',
  'recheck.passkey.waiting': 'Waiting for your passkey...',
  'recheck.usePasskey': 'Use a passkey',
  'recheck.useApp': 'Use my authenticator app instead',
  'recheck.useEmail': 'Use a code sent to my e-mail instead',
  'recheck.problem.codeFormat': 'Enter the 6-digit code we sent.',
  'recheck.problem.appCodeFormat': 'Enter the 6-digit code from your authenticator app.',
  'recheck.problem.wrongAppCode':
    'That code is not right or was already used. Wait for the next code in your app and try again.',
  'recheck.problem.passkeyRefused': 'Your passkey could not confirm it is you. Try again, or choose another way.',
  'recheck.problem.passkeyCancelled': 'No passkey was used. Try again, or choose another way.',
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
