// English words of the messages that carry a one-time code or a reset link (server/verification/codeMessages.ts and
// the identity service's sign-up and reset e-mails), spread into ../en.ts. Plain text, never markup; no personal data.
export const codeMessagesEn = {
  'verification.message.email.subject': 'Your verification code',
  'verification.message.sms.subject': 'Verification code',
  'verification.message.body':
    'Your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'verification.message.sms.never': 'Never share it with anyone.',
  'verification.message.advice.enrollment':
    'Enter it to finish creating your online account. If you did not ask to create one, ignore this e-mail and do not share the code with anyone.',
  'verification.message.advice.signIn':
    'If you did not just sign in, do not share this code with anyone and change your password.',
  'verification.message.advice.recheck':
    'You asked to confirm it is you before changing your account. If you did not, do not share this code with anyone and change your password.',
  'verification.message.contactChange.subject': 'Confirm your new contact details',
  'verification.message.advice.contactChange': 'If you did not ask to change your contact details, call us.',
  'verification.message.signUp.body': 'Your confirmation code is {code}. It expires in 1 hour.',
  'verification.message.reset.subject': 'Reset your password',
  'verification.message.reset.body':
    'Use this link to choose a new password: {link}\nOr enter the code {code}. It expires in 1 hour.',
} as const;
