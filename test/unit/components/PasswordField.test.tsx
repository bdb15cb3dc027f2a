// The password field: a "Show password" toggle with aria-pressed that reveals and hides what was
// typed, and for a new password the rules shown before anything is typed, tied to the input; a broken rule is marked
// on the rule rather than repeated below it.
import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../../src/components/PasswordField';
import { changePasswordSchema } from '../../../src/lib/validation/forms';
import { loadLang } from '../../../src/lib/i18n/translate';
import { renderWithProviders } from './renderWithProviders';

const RULE = 'Password must be at least 8 characters, contain at least one number and at least one letter';

function NewPasswordForm() {
  return (
    <Formik
      initialValues={{ password: '', confirmPassword: '' }}
      validationSchema={changePasswordSchema}
      onSubmit={() => {}}
    >
      <Form>
        <PasswordField name="password" label="New password" autoComplete="new-password" showRules />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      </Form>
    </Formik>
  );
}

describe('the password field', () => {
  it('hides the password until "Show password" is pressed; the same button, unpressed, hides it again', async () => {
    const { user } = renderWithProviders(<NewPasswordForm />);
    const input = screen.getByLabelText('New password');
    await user.type(input, 'Passw0rd!');
    expect(input).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle!);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Passw0rd!');
    expect(toggle).toHaveAccessibleName('Show password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle!);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the rules before anything is typed, tied to the input', () => {
    renderWithProviders(<NewPasswordForm />);
    expect(screen.getByText(RULE)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(RULE);
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the rule as the error instead of repeating it; other errors are tied to their field', async () => {
    const { user } = renderWithProviders(<NewPasswordForm />);
    const input = screen.getByLabelText('New password');
    await user.type(input, 'short');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(RULE)).toHaveLength(1);
    expect(input).toHaveAccessibleDescription(RULE);
    const confirm = screen.getByLabelText('Confirm new password');
    await user.click(confirm);
    await user.tab();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(/.+/);
  });

  it('speaks Spanish', async () => {
    await loadLang('es');
    renderWithProviders(<NewPasswordForm />, { lang: 'es' });
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
  });
});
