// Words of the authenticator-app section of the security settings (src/features/security/AuthenticatorSection.tsx);
// spread into ../en.ts.
export const authenticatorEn = {
  'security.authenticator.heading': 'Authenticator app',
  'security.authenticator.intro':
    'An authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) gives you a new code every 30 seconds. When it is on, we ask for its code when you log in instead of e-mailing or texting you one.',
  'security.authenticator.statusOn': 'On',
  'security.authenticator.statusOff': 'Off',
  'security.authenticator.status': 'Authenticator app: {status}',
  'security.authenticator.setUp': 'Set up',
  'security.authenticator.turnOff': 'Turn off',
  'security.authenticator.scan': 'Scan this QR code with your authenticator app.',
  'security.authenticator.qrAlt': 'QR code to add your account to an authenticator app',
  'security.authenticator.secretIntro': "Can't scan it? Enter this key in the app instead:",
  'security.authenticator.secretLabel': 'Setup key',
  'security.authenticator.copy': 'Copy key',
  'security.authenticator.copied': 'Key copied.',
  'security.authenticator.formLabel': 'Confirm your authenticator app',
  'security.authenticator.codeLabel': 'Code from the app',
  'security.authenticator.codeHint': 'Enter the 6-digit code the app shows for this account.',
  'security.authenticator.confirm': 'Turn on',
  'security.authenticator.confirming': 'Turning on...',
  'security.authenticator.cancel': 'Cancel',
  'security.authenticator.wrongCode': "That code didn't match. Enter the newest code the app shows.",
  'security.authenticator.startOver': 'Too many codes didn\'t match. Choose "Set up" to start again.',
  'security.authenticator.turnedOn': 'Your authenticator app is on. We will ask for its code when you log in.',
  'security.authenticator.turnedOff': 'Your authenticator app is off. We will e-mail or text your codes again.',
  'security.authenticator.acting': 'Only the customer can see or change their authenticator app.',
  'security.authenticator.failed': "We couldn't change your authenticator app just now. Please try again.",
  'security.authenticator.lastFactor':
    'Your authenticator app stays on because you have no passkey. To turn it off, first add a passkey above.',
  // moving the app to a new phone while it stays on
  'security.authenticator.moveHint':
    "New phone? Move the app to it. Your old phone's codes keep working until you enter a code from the new one.",
  'security.authenticator.move': 'Move to a new phone',
  'security.authenticator.moveScan': 'Scan this QR code with the authenticator app on your new phone.',
  'security.authenticator.moveFormLabel': 'Confirm the app on your new phone',
  'security.authenticator.moveCodeLabel': 'Code from the new phone',
  'security.authenticator.moveConfirm': 'Finish moving',
  'security.authenticator.moving': 'Moving...',
  'security.authenticator.moveStartOver': 'Too many codes didn\'t match. Choose "Move to a new phone" to start again.',
  'security.authenticator.moved':
    "Your authenticator app is now on your new phone. Your old phone's codes no longer work.",
} as const;
