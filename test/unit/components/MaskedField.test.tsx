// The masked field in a Formik form: it formats while typing, reads pasted text whole, keeps the caret where the person
// is typing, stores money as integer cents, and ties its error to the input.
import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { MaskedField } from '../../../src/components/MaskedField';
import { renderWithProviders } from './renderWithProviders';

interface Values {
  dateOfBirth: string;
  ssn: string;
  phone: string;
  zipCode: string;
  amount: number | null;
}

const EMPTY: Values = { dateOfBirth: '', ssn: '', phone: '', zipCode: '', amount: null };

function renderForm(initialValues: Values = EMPTY) {
  const submitted: Values[] = [];
  const view = renderWithProviders(
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={object({ zipCode: string().matches(/^\d{5}$/, 'validation.zipFormat') })}
      onSubmit={(values) => {
        submitted.push(values);
      }}
    >
      <Form>
        <MaskedField name="dateOfBirth" label="Date of birth" kind="date" />
        <MaskedField name="ssn" label="SSN" kind="ssn" />
        <MaskedField name="phone" label="Phone" kind="phone" />
        <MaskedField name="zipCode" label="ZIP" kind="zip" />
        <MaskedField name="amount" label="Amount" kind="money" />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    { route: '/form' },
  );
  return { ...view, submitted };
}

describe('MaskedField', () => {
  it('adds the slashes of a date typed as digits, with a number keypad', async () => {
    const { user } = renderForm();
    const date = screen.getByLabelText('Date of birth');
    expect(date).toHaveAttribute('inputmode', 'numeric');
    await user.type(date, '04121985');
    expect(date).toHaveValue('04/12/1985');
  });

  it('reads pasted text in its common forms', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('SSN'));
    await user.paste('123 45 6789');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
    await user.click(screen.getByLabelText('Date of birth'));
    await user.paste('1985-04-12');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+1 614 555 0101');
    expect(screen.getByLabelText('Phone')).toHaveValue('(614) 555-0101');
    await user.click(screen.getByLabelText('ZIP'));
    await user.paste('43215-1234');
    expect(screen.getByLabelText('ZIP')).toHaveValue('43215');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const { user } = renderForm();
    const ssn = screen.getByLabelText<HTMLInputElement>('SSN');
    await user.type(ssn, '12345678');
    expect(ssn).toHaveValue('123-45-678');
    ssn.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(ssn).toHaveValue('129-34-5678');
    expect(ssn.selectionStart).toBe(3);
  });

  it('takes the digit before a dash on backspace', async () => {
    const { user } = renderForm();
    const ssn = screen.getByLabelText<HTMLInputElement>('SSN');
    await user.type(ssn, '12345');
    expect(ssn).toHaveValue('123-45');
    ssn.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(ssn).toHaveValue('124-5');
    expect(ssn.selectionStart).toBe(2);
  });

  it('stores money as integer cents and shows two decimals when left', async () => {
    const { user, submitted } = renderForm();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '1234.5');
    expect(amount).toHaveValue('1,234.5');
    await user.tab();
    expect(amount).toHaveValue('1,234.50');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.amount).toBe(123450);
  });

  it('shows a stored value formatted', () => {
    renderForm({ ...EMPTY, amount: 500, ssn: '123456789' });
    expect(screen.getByLabelText('Amount')).toHaveValue('5.00');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
  });

  it('ties its error to the input once left', async () => {
    const { user } = renderForm();
    const zip = screen.getByLabelText('ZIP');
    await user.type(zip, '432');
    await user.tab();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
  });
});
