// The personal step as a customer meets it: every field labelled, the shared rules' messages next to their fields
// with the generic alert focused, the state's ID pattern in words, the save's input as the server takes it (digits,
// ISO dates), the server's refusals next to their fields with nothing typed lost, and an application's saved answers
// shown again (but the SSN).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PersonalScreen from '../../../src/features/application/PersonalScreen';
import { applicationRefused } from '../../../store/application';
import { application, withPersonal } from '../features/applicationFixtures';
import { renderApplicationScreen } from './applicationHarness';

const GENERIC = 'Some important information is missing or incorrect. Please fill in all required fields.';
const CA_PATTERN = [{ rule: '^[A-Z]\\d{7}$', description: '1 letter followed by 7 digits' }];

function renderPersonal(app = application()) {
  return renderApplicationScreen(<PersonalScreen />, {
    route: '/application/personal',
    application: app,
    cached: [['getStateIdPatterns', { stateCode: 'CA', brandName: 'lumen' } as never, CA_PATTERN]],
  });
}

type User = Awaited<ReturnType<typeof renderPersonal>>['user'];

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Newman');
  await user.type(screen.getByLabelText('Date of birth (MM/DD/YYYY)'), '05011990');
  await user.type(screen.getByLabelText('Social Security number'), '555123456');
  await user.type(screen.getByLabelText('Street address'), '100 Broad St');
  await user.type(screen.getByLabelText('City'), 'Columbus');
  await user.selectOptions(screen.getByLabelText('State'), 'OH');
  await user.type(screen.getByLabelText('ZIP code'), '43215');
  await user.type(screen.getByLabelText('Phone number'), '6145550188');
  await user.selectOptions(screen.getByLabelText('State that issued it'), 'CA');
  await user.type(screen.getByLabelText('ID number'), 'A1234567');
}

describe('the personal step', () => {
  it("says what applying does to the customer's credit, before the SSN is asked", async () => {
    await renderPersonal();
    const note = screen.getByText(/soft inquiry: it doesn't affect your credit score/);
    expect(note).toHaveTextContent('If you take out a loan, we may report it and your payments to credit bureaus.');
    const ssn = screen.getByLabelText(/Social Security number/);
    // Read before the field it explains.
    expect(note.compareDocumentPosition(ssn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('labels every field and gives the personal ones autocomplete', async () => {
    await renderPersonal();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Date of birth (MM/DD/YYYY)')).toHaveAttribute('autocomplete', 'bday');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('autocomplete');
  });

  it('starts from the names and e-mail the customer gave at sign-up: nothing asked twice (WCAG 3.3.7)', async () => {
    await renderApplicationScreen(<PersonalScreen />, {
      route: '/application/personal',
      application: application(),
      names: { firstName: 'Nora', lastName: 'Newman' },
      cached: [['getStateIdPatterns', { stateCode: 'CA', brandName: 'lumen' } as never, CA_PATTERN]],
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Nora');
    expect(screen.getByLabelText('Last name')).toHaveValue('Newman');
    expect(screen.getByLabelText('Email')).toHaveValue('new.customer@example.com');
  });

  it('refuses a submit with the generic alert focused and each message next to its field', async () => {
    const { user, sent } = await renderPersonal();
    await user.type(screen.getByLabelText('Street address'), 'PO Box 12');
    await user.type(screen.getByLabelText('Date of birth (MM/DD/YYYY)'), '01012015');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GENERIC);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText('We cannot accept a PO box. Enter the street address where you live.')).toBeVisible();
    expect(screen.getByText('You must be at least 18 years old to apply')).toBeVisible();
    expect(screen.getByLabelText('Street address')).toHaveValue('PO Box 12');
    expect(sent('application/personalSubmitted')).toEqual([]);
  });

  it("shows the state's ID pattern in words and refuses a number that does not match it", async () => {
    const { user } = await renderPersonal();
    await user.selectOptions(screen.getByLabelText('State that issued it'), 'CA');
    expect(await screen.findByText('In California: 1 letter followed by 7 digits')).toBeVisible();
    await user.type(screen.getByLabelText('ID number'), '12345678');
    await user.tab();
    expect(
      await screen.findByText('This ID number does not match the format of the state that issued it'),
    ).toBeVisible();
  });

  it('sends the save as the server takes it: digits, ISO dates, the primary phone', async () => {
    const { user, sent } = await renderPersonal();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent('application/personalSubmitted')).toHaveLength(1));
    const [submission] = sent('application/personalSubmitted') as [Record<string, Record<string, unknown>>];
    expect(submission.personalInfo).toMatchObject({
      firstName: 'Nora',
      dateOfBirth: '1990-05-01',
      documentNumber: '555123456',
      driverLicenseStateCode: 'CA',
      driverLicenseNumber: 'A1234567',
    });
    expect(submission.contactInfo).toMatchObject({
      address: { addressLine1: '100 Broad St', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
      phones: [{ number: '6145550188', type: 'C', phonePreference: 'PRIMARY' }],
    });
  });

  it("puts the server's refusals next to their fields and keeps what was typed", async () => {
    const { user, play } = await renderPersonal();
    await fillValid(user);
    play(
      applicationRefused({
        message: 'application.genericAlert',
        fieldErrors: [{ field: 'address.zipCode', key: 'application.validation.zipNotInState' }],
      }),
    );
    expect(await screen.findByText('This ZIP code is not in the state you chose')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC);
    expect(screen.getByLabelText('ZIP code')).toHaveValue('43215');
    expect(screen.getByLabelText('First name')).toHaveValue('Nora');
  });

  it('shows a saved application again, but never the SSN (kept on file when left blank)', async () => {
    await renderPersonal(withPersonal(application()));
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(614) 555-0101');
    const ssn = screen.getByLabelText('Social Security number (on file, ending in 6789: leave blank to keep it)');
    expect(ssn).toHaveValue('');
  });
});
