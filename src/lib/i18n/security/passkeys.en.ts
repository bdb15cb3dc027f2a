// English words of passkeys, spread into ../en.ts: signing in with one on the login page (`login.passkey.`, shown
// by the first paint), the offer after a password sign-in and the passkeys part of the security settings
// (`security.passkeys.`).
export const passkeysEn = {
  'login.passkey.button': 'Sign in with a passkey',
  'login.passkey.needEmail':
    'Enter your email address first, then choose "Sign in with a passkey". No password is needed.',
  'login.passkey.cancelled':
    "Your passkey wasn't used. The request was cancelled, or this device has no passkey for this site. Try again, or log in with your password.",
  'login.passkey.none':
    'There is no passkey for this account on this site. Log in with your password, then add a passkey in your security settings.',
  'login.passkey.refused': "That passkey wasn't accepted here. Log in with your password, or try another passkey.",
  'login.passkey.unsupported': "This browser can't use passkeys. Log in with your password.",

  'security.passkeys.heading': 'Passkeys',
  'security.passkeys.intro':
    'A passkey lets you log in with your fingerprint, face or device PIN instead of a password and a code. It works only on this site.',
  'security.passkeys.loading': 'Loading your passkeys',
  'security.passkeys.loadFailed': "We couldn't load your passkeys. Please try again.",
  'security.passkeys.retry': 'Try again',
  'security.passkeys.none': "You haven't added a passkey yet.",
  'security.passkeys.staffNote':
    'Passkeys are kept by the customer’s own devices: only the customer can see and change them.',
  'security.passkeys.add': 'Add a passkey',
  'security.passkeys.adding': 'Follow your device’s prompt to create the passkey...',
  'security.passkeys.added': 'Your passkey was added. Next time, log in with it.',
  'security.passkeys.defaultName': 'Passkey {n}',
  'security.passkeys.created': 'Added',
  'security.passkeys.lastUsed': 'Last used',
  'security.passkeys.neverUsed': 'Not used yet',
  'security.passkeys.rename': 'Rename',
  'security.passkeys.renameNamed': 'Rename {name}',
  'security.passkeys.remove': 'Remove',
  'security.passkeys.removeNamed': 'Remove {name}',
  'security.passkeys.renameHeading': 'Rename passkey',
  'security.passkeys.nameLabel': 'Passkey name',
  'security.passkeys.nameHint': 'A name that helps you recognise the device, such as "Work laptop".',
  'security.passkeys.save': 'Save',
  'security.passkeys.cancel': 'Cancel',
  'security.passkeys.renamed': 'The passkey was renamed.',
  'security.passkeys.nameInvalid': 'Enter a name of 1 to 40 characters.',
  'security.passkeys.removeHeading': 'Remove this passkey?',
  'security.passkeys.removeBody':
    'You will no longer be able to log in with "{name}". You can add a passkey again at any time.',
  'security.passkeys.removeConfirm': 'Remove passkey',
  'security.passkeys.removed': 'The passkey was removed.',
  'security.passkeys.cancelled': "The passkey wasn't created. You can try again when you're ready.",
  'security.passkeys.exists': 'This device already holds a passkey for your account.',
  'security.passkeys.failed': "That didn't work. Please try again.",
  'security.passkeys.lastFactor':
    'This is your only passkey and your authenticator app is off, so it stays. To remove it, first add another passkey or turn on the authenticator app.',

  'security.passkeyOffer.heading': 'Log in faster with a passkey?',
  'security.passkeyOffer.body':
    'This device can keep a passkey for your account. Next time, log in with your fingerprint, face or device PIN: no password and no code.',
  'security.passkeyOffer.add': 'Add a passkey',
  'security.passkeyOffer.notNow': 'Not now',
  'security.passkeyOffer.close': 'Close',
};
