// The account-access validation rules of spec 000 section 5, with its messages word for word.
import { object, ref, string } from 'yup';
import { PRODUCT_EMAIL_PATTERN } from '../../lib/validation/email';

export { PRODUCT_EMAIL_PATTERN };

/** 8 to 64 of letters, digits and common symbols, with at least one letter and one digit. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?`~]{8,64}$/;

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, contain at least one number and at least one letter';

export const emailField = () =>
  string()
    .trim()
    .required('Email is required')
    .email('Invalid email address')
    .matches(PRODUCT_EMAIL_PATTERN, 'Invalid email value');

export const loginSchema = object({
  email: emailField(),
  password: string().required('Password is required'),
});

export const forgotPasswordSchema = object({ email: emailField() });

export const newPasswordField = () =>
  string().required('A password is required').matches(NEW_PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

export const changePasswordSchema = object({
  password: newPasswordField(),
  confirmPassword: string()
    .required('Password Confirmation is required')
    .oneOf([ref('password')], 'Passwords must match'),
});

/** Forgot email: enough personal details to find one record, none of them a full identifier. */
export const forgotEmailSchema = object({
  firstName: string().trim().required('First name is required'),
  lastName: string().trim().required('Last name is required'),
  dateOfBirth: string()
    .required('Date of birth is required')
    .matches(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/, 'Enter your date of birth as MM/DD/YYYY'),
  ssnLast4: string()
    .required('The last 4 digits of your SSN are required')
    .matches(/^\d{4}$/, 'Enter the last 4 digits of your SSN'),
  zipCode: string()
    .required('ZIP code is required')
    .matches(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
});
