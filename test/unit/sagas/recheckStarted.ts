// What startRecheck answers in the saga tests: with only the e-mailed code offered it is sent at once; with a stronger
// way offered first, nothing is e-mailed until the customer picks e-mail.
import type { RecheckMethod } from '../../../store/recheck';

export const startedRecheck = (methods: RecheckMethod[] = ['EMAIL_CODE']) => ({
  recheckId: 'r-1',
  methods,
  codeSent: methods.length === 1,
  maskedEmail: 'o***@example.com',
  expiresInMinutes: 10,
});
