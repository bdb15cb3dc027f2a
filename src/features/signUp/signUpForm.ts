// The sign-up form's rules: the application's own name rules (the names the account starts with are the ones its
// application carries), the login e-mail rules, the new-password rule (8 to 64 characters, a letter and a digit) with
// its confirmation, and the brand's terms, which must be agreed to. Messages are catalogue keys.
import { boolean, object, string } from 'yup';
import { firstNameRule, lastNameRule } from '../../lib/application/personal';
import type { RuleResult } from '../../lib/application/fieldErrors';
import { changePasswordSchema, emailField, key } from '../../lib/validation/forms';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
  smsOptIn: boolean;
  canShareInfo: boolean;
}

/** A Yup test from a shared rule: the rule's catalogue key is the message. */
const byRule = (name: string, rule: (value: string | undefined) => RuleResult) =>
  string().test(name, (value, context) => {
    const problem = rule(value);
    return problem ? context.createError({ message: problem }) : true;
  });

const withoutPassword = object({
  firstName: byRule('firstName', firstNameRule),
  lastName: byRule('lastName', lastNameRule),
  email: emailField(),
  agreed: boolean().oneOf([true], key('signup.termsRequired')),
});

/** With a password (and its confirmation), unless the portal signs customers in by code (passwordless). */
export const signUpSchema = (passwordless: boolean) =>
  passwordless ? withoutPassword : withoutPassword.concat(changePasswordSchema);
