// The login form validates before Yup has loaded with a plain check (src/lib/validation/loginValidation.ts). It must
// say what the schema says: the same first message per field for the same input, so nothing changes when Yup arrives.
import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../../src/lib/validation/forms';
import { loadLoginSchema, quickLoginErrors, validateLogin } from '../../../src/lib/validation/loginValidation';

async function schemaErrors(values: { email: string; password: string }) {
  try {
    await validateYupSchema(values, loginSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const EMAILS = [
  '',
  '   ',
  'not-an-email',
  'someone@localhost',
  'someone@example.c',
  'some one@example.com',
  'someone@@example.com',
  'nora.newman@example.com',
  '  Nora.Newman+tag@Example.COM  ',
  'a_b-c%d@sub.example.org',
  'someone@example',
  'x@y.zz',
];

describe('the plain check before Yup arrives', () => {
  it.each(EMAILS.flatMap((email) => [[email, ''] as const, [email, 'Passw0rd!'] as const]))(
    'gives the schema’s messages for %j / %j',
    async (email, password) => {
      expect(quickLoginErrors({ email, password })).toEqual(await schemaErrors({ email, password }));
    },
  );

  it('is what the form uses until the schema is loaded, and the schema afterwards', async () => {
    const values = { email: 'someone@localhost', password: '' };
    expect(await validateLogin(values)).toEqual(quickLoginErrors(values));
    expect(await loadLoginSchema()).toBe(loginSchema);
    expect(await validateLogin(values)).toEqual(await schemaErrors(values));
    expect(await validateLogin({ email: 'nora.newman@example.com', password: 'x' })).toEqual({});
  });
});
