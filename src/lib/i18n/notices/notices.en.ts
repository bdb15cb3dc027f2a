// English words of the security notices the server e-mails (server/notices/securityNotice.ts), spread into ../en.ts.
// Plain text: each message is a paragraph of an e-mail, never markup.
export const noticesEn = {
  'account.securityNotice.greeting': 'Hello {name},',
  'account.securityNotice.greetingNoName': 'Hello,',
  'account.securityNotice.accountOfBrand': 'your {brand} account',
  'account.securityNotice.accountPlain': 'your account',
  'account.securityNotice.passkeyAdded.subject': 'A passkey was added to your account',
  'account.securityNotice.passkeyAdded.happened': 'A passkey was added to {account} on {when} Eastern time.',
  'account.securityNotice.passkeyAdded.notYou':
    "If you didn't add this passkey, someone else may have access to your account.",
  'account.securityNotice.passkeyRemoved.subject': 'A passkey was removed from your account',
  'account.securityNotice.passkeyRemoved.happened': 'A passkey was removed from {account} on {when} Eastern time.',
  'account.securityNotice.passkeyRemoved.notYou':
    "If you didn't remove this passkey, someone else may have access to your account.",
  'account.securityNotice.authenticatorOn.subject': 'An authenticator app was turned on for your account',
  'account.securityNotice.authenticatorOn.happened':
    'An authenticator app was turned on for {account} on {when} Eastern time. Sign-in codes now come from that app.',
  'account.securityNotice.authenticatorOn.notYou':
    "If you didn't turn on an authenticator app, someone else may have access to your account.",
  'account.securityNotice.authenticatorOff.subject': 'The authenticator app was turned off for your account',
  'account.securityNotice.authenticatorOff.happened':
    'The authenticator app was turned off for {account} on {when} Eastern time. Sign-in codes now come by e-mail or text.',
  'account.securityNotice.authenticatorOff.notYou':
    "If you didn't turn off the authenticator app, someone else may have access to your account.",
  'account.securityNotice.authenticatorMoved.subject': 'Your authenticator app was moved to a new phone',
  'account.securityNotice.authenticatorMoved.happened':
    "The authenticator app for {account} was moved to a new phone on {when} Eastern time. Sign-in codes now come from the app on that phone; the old phone's codes no longer work.",
  'account.securityNotice.authenticatorMoved.notYou':
    "If you didn't move your authenticator app, someone else may have access to your account.",
  'account.securityNotice.newDevice.subject': 'A new device signed in to your account',
  'account.securityNotice.newDevice.happened':
    'Someone signed in to {account} with your password on {when} Eastern time, from a device we have not seen before.',
  'account.securityNotice.newDevice.notYou': "If this wasn't you, someone else may know your password.",
  'account.securityNotice.passwordChanged.subject': 'Your password was changed',
  'account.securityNotice.passwordChanged.happened': 'The password for {account} was changed on {when} Eastern time.',
  'account.securityNotice.passwordChanged.notYou':
    "If you didn't change your password, someone else may have access to your account.",
  'account.securityNotice.allSessionsEnded.subject': 'You were signed out everywhere',
  'account.securityNotice.allSessionsEnded.happened':
    'Every session of {account} was signed out on {when} Eastern time, on every device.',
  'account.securityNotice.allSessionsEnded.notYou':
    "If you didn't sign out everywhere, someone else may have access to your account.",
  'account.securityNotice.passkeyName': 'Passkey: {name}',
  'account.securityNotice.device': 'Device: {device}',
  'account.securityNotice.ifYou': "If this was you, you don't need to do anything.",
  'account.securityNotice.whatToDo':
    'Reset your password right away at {resetUrl}, sign out of every session in your security settings at {securityUrl}, and {contact} so we can help secure your account.',
  'account.securityNotice.contactBrand': 'call {brand} at {phone} ({hours})',
  'account.securityNotice.contactGeneric': 'call customer service at the number on our website',
  'account.securityNotice.neverAsk': 'We will never ask you for your password or a code by e-mail or phone.',
} as const;
