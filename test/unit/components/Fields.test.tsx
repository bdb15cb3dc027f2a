// The text field, the select and the button of the design system: a label for every control, an error tied to its
// control once touched (in the visit's words), the button's variants and disabled state, and no axe findings.
import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { Button } from '../../../src/components/Button';
import { SelectField } from '../../../src/components/SelectField';
import { TextField } from '../../../src/components/TextField';
import { axeViolations } from './axe';
import { renderWithProviders } from './renderWithProviders';

function renderForm() {
  return renderWithProviders(
    <Formik
      initialValues={{ firstName: '', state: '' }}
      validationSchema={object({
        firstName: string().required('validation.firstNameRequired'),
        state: string().required('validation.stateRequired'),
      })}
      onSubmit={() => undefined}
    >
      <Form>
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <SelectField
          name="state"
          label="State"
          autoComplete="address-level1"
          options={[
            ['OH', 'Ohio'],
            ['TX', 'Texas'],
          ]}
        />
        <Button type="submit">Continue</Button>
        <Button type="button" $variant="secondary" disabled>
          Not available
        </Button>
      </Form>
    </Formik>,
  );
}

describe('the text field and the select', () => {
  it('are labelled, keep their autocomplete, and start without an error', async () => {
    const { container } = renderForm();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'false');
    const select = screen.getByLabelText('State');
    expect(select).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose...', 'Ohio', 'Texas']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tie each error to its control once the form is submitted, and clear it when corrected', async () => {
    const { user, container } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByLabelText('First name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(name, 'Maria');
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('State')).toHaveValue('OH');
  });
});

describe('the button', () => {
  it('is a real button whose disabled state is the native one', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
  });

  it('submits on the first click, leaving focus in the field so no blur moves the button mid-click', async () => {
    const submitted: string[] = [];
    const { user } = renderWithProviders(
      <Formik initialValues={{ firstName: '' }} onSubmit={(values) => void submitted.push(values.firstName)}>
        <Form>
          <TextField name="firstName" label="First name" />
          <Button type="submit">Continue</Button>
          <Button type="button">Other</Button>
        </Form>
      </Formik>,
    );
    const name = screen.getByLabelText('First name');
    await user.type(name, 'Maria');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(name).toHaveFocus();
    await waitFor(() => expect(submitted).toEqual(['Maria']));
    // Only submit buttons hold focus back; any other button takes it as usual.
    await user.click(screen.getByRole('button', { name: 'Other' }));
    expect(screen.getByRole('button', { name: 'Other' })).toHaveFocus();
  });
});
