// The one alert box: an error is role="alert" and takes the focus when it appears, and again when
// its message changes; a status or success is a polite role="status" that leaves the focus alone. Each carries an
// icon (hidden from screen readers: the role and words carry the meaning).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../../../src/components/Alert';
import { RefusalAlert } from '../../../src/components/RefusalAlert';
import { StatusMessage } from '../../../src/components/StatusMessage';
import { renderWithProviders } from './renderWithProviders';

/** A form whose submit shows an error, the way a refused step does. */
function Refusable({ messages }: { messages: string[] }) {
  const [tries, setTries] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTries((n) => n + 1)}>
        Submit
      </button>
      <RefusalAlert message={tries === 0 ? '' : (messages[tries - 1] ?? '')} />
    </>
  );
}

describe('the alert box', () => {
  it('shows an error as role="alert" with an icon hidden from screen readers', () => {
    renderWithProviders(<Alert>The code is not valid.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The code is not valid.');
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(alert).toHaveFocus();
  });

  it('moves the focus to an error when it appears, and again when its message changes', async () => {
    const { user } = renderWithProviders(<Refusable messages={['Wrong code.', 'Wrong code again.']} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code.');
    expect(screen.getByRole('alert')).toHaveFocus();
    submit.focus();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code again.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('shows nothing for an empty refusal', () => {
    renderWithProviders(<RefusalAlert message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a status politely, without taking the focus', () => {
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <StatusMessage>Authenticating</StatusMessage>
        <Alert tone="success">Your password has been changed.</Alert>
      </>,
    );
    const [status, success] = screen.getAllByRole('status');
    expect(status).toHaveTextContent('Authenticating');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(success).toHaveTextContent('Your password has been changed.');
    expect(status).not.toHaveAttribute('tabindex');
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus alone for an error that is the whole page (its heading takes it)', () => {
    renderWithProviders(
      <Alert tone="error" autoFocus={false}>
        Something went wrong.
      </Alert>,
    );
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('gives each tone its own colour from the theme', () => {
    renderWithProviders(
      <>
        <Alert autoFocus={false}>Error</Alert>
        <Alert tone="success">Done</Alert>
      </>,
      { brand: 'lumen' },
    );
    const error = getComputedStyle(screen.getByRole('alert'));
    const success = getComputedStyle(screen.getByRole('status'));
    expect(error.backgroundColor).not.toBe(success.backgroundColor);
  });
});
