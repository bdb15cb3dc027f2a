// Rule constants the forms share, kept apart from the Yup schemas (forms.ts) so a screen that only needs a constant
// (the password field's rule text) does not carry the validation library into its chunk.
import type { MessageKey } from '../i18n';

/** 8 to 64 of letters, digits and common symbols, with at least one letter and one digit. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?`~]{8,64}$/;

export const PASSWORD_RULE_MESSAGE = 'validation.passwordRule' satisfies MessageKey;
