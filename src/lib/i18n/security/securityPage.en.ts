// English words of the security settings page (sessions, remembered devices, recent security events), spread into
// ../en.ts. Keys start `security.`.
export const securityPageEn = {
  'security.pageTitle': 'Security settings',
  'security.nav': 'Security',
  'security.heading': 'Security settings',
  'security.readOnly':
    'You are viewing this page for the customer. Only the customer can sign out sessions or forget devices.',
  // a browser as the page names it
  'security.device.named': '{browser} on {os}',
  'security.device.unknown': 'Unknown browser',
  'security.method.PASSWORD': 'Password',
  'security.method.PASSKEY': 'Passkey',
  // active sessions
  'security.factor.PASSKEY': 'Passkey',
  'security.factor.AUTHENTICATOR': 'Authenticator app',
  'security.sessions.heading': 'Active sessions',
  'security.sessions.intro':
    "Where your account is signed in now. If you don't recognise one, sign it out and change your password.",
  'security.sessions.none': 'No active sessions.',
  'security.sessions.thisDevice': 'This device',
  'security.sessions.method': 'Signed in with',
  'security.sessions.started': 'Signed in',
  'security.sessions.lastActive': 'Last active',
  'security.sessions.signOut': 'Sign out',
  'security.sessions.signOutNamed': 'Sign out {device}, signed in {date}',
  'security.sessions.signOutOthers': 'Sign out of all other sessions',
  'security.sessions.ended': 'That session is signed out.',
  'security.sessions.othersEnded': 'All your other sessions are signed out.',
  'security.sessions.failed': 'We could not sign out that session. It may have ended already.',
  // remembered devices
  'security.devices.heading': 'Remembered devices',
  'security.devices.intro':
    'These devices skip the code when you sign in. Forget one and the next sign-in from it asks for a code again.',
  'security.devices.none': 'No devices are remembered.',
  'security.devices.remembered': 'Remembered',
  'security.devices.lastUsed': 'Last used',
  'security.devices.forget': 'Forget',
  'security.devices.forgetNamed': 'Forget {device}, remembered {date}',
  'security.devices.forgetAll': 'Forget all devices',
  'security.devices.forgotten': 'The device is forgotten.',
  'security.devices.allForgotten': 'All devices are forgotten.',
  'security.devices.failed': 'We could not forget that device. Please try again.',
  // recent security events
  'security.events.heading': 'Recent security events',
  'security.events.intro': 'The last 20 changes and sign-ins on your account.',
  'security.events.none': 'No security events yet.',
  'security.events.signIn': 'Signed in',
  'security.events.newDevice': 'Signed in from a new device',
  'security.events.passwordChanged': 'Password changed',
  'security.events.passwordReset': 'Password reset',
  'security.events.factorAdded': 'Sign-in method added',
  'security.events.factorRemoved': 'Sign-in method removed',
  'security.events.sessionEnded': 'A session was signed out',
  'security.events.otherSessionsEnded': 'All other sessions were signed out',
  'security.events.allSessionsEnded': 'Signed out everywhere',
  'security.events.deviceForgotten': 'Remembered device forgotten',
} as const;
