// The sign-in progress the store records, as catalogue keys for the screens that show it.
import type { SignInStep } from '../../store/auth';
import type { MessageKey } from '../lib/i18n';

export const SIGN_IN_STEP_KEYS: Record<SignInStep, MessageKey> = {
  Authenticating: 'login.step.authenticating',
  'Establishing Credentials': 'login.step.establishing',
  'You were authenticated': 'login.step.authenticated',
};

export const signInStepKey = (step: SignInStep | null): MessageKey => SIGN_IN_STEP_KEYS[step ?? 'Authenticating'];
