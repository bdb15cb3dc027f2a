// The login form's validation without Yup on the first paint: the schema (forms.ts, Yup) is fetched when the
// customer first touches the form, and until it is there a plain check with the same messages stands in, so the
// form works from its first frame and the validation library stays out of the login route's critical path.
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { MessageKey } from '../i18n';
import { PRODUCT_EMAIL_PATTERN } from './email';
import type { loginSchema } from './forms';

export interface LoginValues {
  email: string;
  password: string;
}

type LoginSchema = typeof loginSchema;

let schema: LoginSchema | undefined;
let loading: Promise<LoginSchema> | undefined;

/** Starts fetching the Yup schema (once); resolves when it is there. */
export function loadLoginSchema(): Promise<LoginSchema> {
  loading ??= import('./forms').then((forms) => (schema = forms.loginSchema));
  return loading;
}

/** What Yup's `email()` accepts: the HTML standard's "valid e-mail address" (the pattern Yup itself uses). */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The schema's rules in plain code, first failure per field, for the moments before Yup has loaded. */
export function quickLoginErrors(values: LoginValues): FormikErrors<LoginValues> {
  const errors: FormikErrors<LoginValues> = {};
  const email = values.email.trim();
  const fail = (message: MessageKey) => message;
  if (!email) errors.email = fail('validation.emailRequired');
  else if (!HTML_EMAIL.test(email)) errors.email = fail('validation.emailInvalid');
  else if (!PRODUCT_EMAIL_PATTERN.test(email)) errors.email = fail('validation.emailPattern');
  if (!values.password) errors.password = fail('validation.passwordRequired');
  return errors;
}

/** Formik's `validate`: the Yup schema once loaded, the plain check until then. */
export async function validateLogin(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  if (!schema) return quickLoginErrors(values);
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}
