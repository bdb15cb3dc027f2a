// The account-access validation rules. Messages are catalogue keys (the English catalogue holds
// the exact texts); the field components show them translated.
import { object, ref, string } from 'yup';
import type { MessageKey } from '../i18n';
import { PRODUCT_EMAIL_PATTERN } from './email';
import { NEW_PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from './rules';

export { NEW_PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE, PRODUCT_EMAIL_PATTERN };

/** A Yup message: the key is checked against the catalogue here and translated where the field shows it. */
export const key = (message: MessageKey): string => message;

export const emailField = () =>
  string()
    .trim()
    .required(key('validation.emailRequired'))
    .email(key('validation.emailInvalid'))
    .matches(PRODUCT_EMAIL_PATTERN, key('validation.emailPattern'));

export const loginSchema = object({
  email: emailField(),
  password: string().required(key('validation.passwordRequired')),
});

export const forgotPasswordSchema = object({ email: emailField() });

export const newPasswordField = () =>
  string().required(key('validation.newPasswordRequired')).matches(NEW_PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

export const changePasswordSchema = object({
  password: newPasswordField(),
  confirmPassword: string()
    .required(key('validation.confirmRequired'))
    .oneOf([ref('password')], key('validation.passwordsMatch')),
});

/**
 * The signed-in change on the security settings: the current password, then the new one and its confirmation as on
 * the change-password screen, the new one not the current one again.
 */
export const signedInPasswordSchema = changePasswordSchema.shape({
  currentPassword: string().required(key('security.password.currentRequired')),
  password: newPasswordField().notOneOf([ref('currentPassword')], key('security.password.sameAsCurrent')),
});

/** Forgot email: enough personal details to find one record, none of them a full identifier. */
export const forgotEmailSchema = object({
  firstName: string().trim().required(key('validation.firstNameRequired')),
  lastName: string().trim().required(key('validation.lastNameRequired')),
  dateOfBirth: string()
    .required(key('validation.dobRequired'))
    .matches(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/, key('validation.dobFormat')),
  ssnLast4: string()
    .required(key('validation.ssnLast4Required'))
    .matches(/^\d{4}$/, key('validation.ssnLast4Format')),
  zipCode: string()
    .required(key('validation.zipRequired'))
    .matches(/^\d{5}$/, key('validation.zipFormat')),
});
