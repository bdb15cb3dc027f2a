// Every validation message, exactly as the product words it (the schemas hold catalogue keys; the
// English catalogue holds the exact words).
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { changePasswordSchema, forgotPasswordSchema, loginSchema } from '../../../src/lib/validation/forms';
import { translateMessage } from '../../../src/lib/i18n/translate';

async function errorsOf(schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    // Formik shows the first message per field; so does this.
    for (const inner of e.inner) {
      if (inner.path && !(inner.path in out)) out[inner.path] = translateMessage('en', inner.message);
    }
    return out;
  }
}

describe('login', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Invalid email address'],
    ['someone@localhost', 'Invalid email value'],
    ['someone@example.c', 'Invalid email value'],
  ])('email %j → %s', async (email, message) => {
    expect((await errorsOf(loginSchema, { email, password: 'x' })).email).toBe(message);
  });

  it('requires the password', async () => {
    expect((await errorsOf(loginSchema, { email: 'a@example.com', password: '' })).password).toBe(
      'Password is required',
    );
  });

  it.each(['online.returning@example.com', 'first+tag@mail.example.co.uk', 'A_B%c-d@sub.example.org'])(
    'accepts %s',
    async (email) => {
      expect(await errorsOf(loginSchema, { email, password: 'x' })).toEqual({});
    },
  );
});

describe('forgot password', () => {
  it('uses the same three e-mail rules', async () => {
    expect((await errorsOf(forgotPasswordSchema, { email: '' })).email).toBe('Email is required');
    expect((await errorsOf(forgotPasswordSchema, { email: 'x@' })).email).toBe('Invalid email address');
    expect((await errorsOf(forgotPasswordSchema, { email: 'x@y' })).email).toBe('Invalid email value');
  });
});

describe('change password', () => {
  it('requires both fields', async () => {
    expect(await errorsOf(changePasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'A password is required',
      confirmPassword: 'Password Confirmation is required',
    });
  });

  it.each(['short1', 'allletters', '12345678', 'a1'.repeat(33)])(
    'rejects %j with the rule message',
    async (password) => {
      expect((await errorsOf(changePasswordSchema, { password, confirmPassword: password })).password).toBe(
        'Password must be at least 8 characters, contain at least one number and at least one letter',
      );
    },
  );

  it('requires the confirmation to match', async () => {
    expect(
      (await errorsOf(changePasswordSchema, { password: 'Passw0rd!', confirmPassword: 'Passw0rd?' })).confirmPassword,
    ).toBe('Passwords must match');
  });

  it('accepts 8 to 64 characters with a letter and a digit', async () => {
    for (const password of ['Passw0rd', 'Passw0rd!', `a1${'b'.repeat(62)}`]) {
      expect(await errorsOf(changePasswordSchema, { password, confirmPassword: password })).toEqual({});
    }
  });
});
