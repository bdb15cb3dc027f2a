// The progress stepper and the enrollment's use of it: "Step 2 of 4" in words, the current step
// marked aria-current="step", the steps done said to be completed, and no stepper on pages outside the steps.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from '../../../src/components/Stepper';
import { EnrollmentProgress, enrollmentStepOf } from '../../../src/features/enrollment/EnrollmentProgress';
import { enrollmentPaths } from '../../../src/features/enrollment/paths';
import { renderWithProviders } from './renderWithProviders';

describe('the stepper', () => {
  it('says which step this is, marks it current and the earlier ones completed', () => {
    renderWithProviders(<Stepper label="Checkout" steps={['Cart', 'Address', 'Pay']} current={2} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout' });
    expect(within(nav).getByText('Step 2 of 3')).toBeVisible();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]).toHaveTextContent('Cart (completed)');
    expect(items[2]).toHaveTextContent(/^Pay$/);
  });
});

describe('the enrollment progress', () => {
  it.each([
    [enrollmentPaths.search, 'Step 1 of 4', 'Find your record'],
    [enrollmentPaths.residential, 'Step 2 of 4', "Verify it's you"],
    [enrollmentPaths.otpVerify, 'Step 2 of 4', "Verify it's you"],
    [enrollmentPaths.personal, 'Step 3 of 4', 'Create your password'],
    [enrollmentPaths.success, 'Step 4 of 4', 'Done'],
  ])('on %s says "%s" with "%s" current', (route, count, current) => {
    renderWithProviders(<EnrollmentProgress />, { route });
    const nav = screen.getByRole('navigation', { name: 'Enrollment progress' });
    expect(within(nav).getByText(count)).toBeVisible();
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent(current);
  });

  it('is not shown on a refusal page', () => {
    renderWithProviders(<EnrollmentProgress />, { route: enrollmentPaths.noRecord });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(enrollmentStepOf(enrollmentPaths.otpFailed)).toBeUndefined();
  });
});
