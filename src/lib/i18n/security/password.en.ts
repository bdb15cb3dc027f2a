// Words of the password section of the security settings (src/features/security/PasswordSection.tsx), spread into
// ../en.ts. Its new-password and confirm labels are the change-password screen's (`password.change.*`).
export const passwordSectionEn = {
  'security.password.heading': 'Password',
  'security.password.intro':
    'Change the password you use to log in. We will e-mail you to say it was changed, and you stay logged in here.',
  'security.password.formLabel': 'Change your password',
  'security.password.current': 'Current password',
  'security.password.submit': 'Change password',
  'security.password.changing': 'Changing password...',
  'security.password.changed': 'Your password was changed.',
  'security.password.currentRequired': 'Current password is required',
  'security.password.sameAsCurrent': 'Choose a new password that is different from your current one',
  'security.password.wrongCurrent': "Your current password isn't right. Enter it again.",
  'security.password.rejected': "That new password can't be used. Choose another one that follows the rules.",
  'security.password.tooMany': 'Too many attempts. For your security, wait 15 minutes, then try again.',
  'security.password.failed': "We couldn't change your password just now. Please try again.",
  'security.password.acting': 'Only the customer can change their password.',
} as const;
