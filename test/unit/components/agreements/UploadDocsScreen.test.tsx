// upload-docs as a customer meets it: the documents asked for (proof of income when self-employed, a bank statement
// for a hand-entered account), a wrong type or an oversized file refused in the browser before anything is sent, a
// good file sent as bytes with its progress announced, the server's refusal explained, Continue handed to the saga.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UploadDocsScreen from '../../../../src/features/application/agreements/UploadDocsScreen';
import { MAX_UPLOAD_BYTES } from '../../../../src/lib/application/agreements';
import { uploadsSubmitted } from '../../../../store/application';
import { application, withPersonal } from '../../features/applicationFixtures';
import { axeViolations } from '../axe';
import { renderWithBackend } from './agreementsHarness';

const ROUTE = '/application/upload-docs';
const base = withPersonal(application({ id: 'app-1' }));
const SELF_EMPLOYED = {
  ...base,
  customerInformation: {
    ...base.customerInformation!,
    incomeInformation: { type: 'SELF_EMPLOYED', paymentFrequency: 'BI' } as never,
  },
};
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'return.png') => new File([PNG_BYTES], name, { type: 'image/png' });
const INCOME_LABEL = 'Choose a file for: Proof of your income (a recent tax return, invoice or bank deposit record)';

describe('UploadDocsScreen', () => {
  it('asks a self-employed applicant for proof of income, and passes axe', async () => {
    const { container } = await renderWithBackend(<UploadDocsScreen />, { route: ROUTE, application: SELF_EMPLOYED });
    expect(screen.getByLabelText(INCOME_LABEL)).toBeTruthy();
    expect(screen.queryByLabelText(/bank statement/)).toBeNull();
    expect(screen.getByText(/up to 5 MB each/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content, whatever its name, before sending it', async () => {
    const { user, sent } = await renderWithBackend(<UploadDocsScreen />, { route: ROUTE, application: SELF_EMPLOYED });
    await user.upload(
      screen.getByLabelText(INCOME_LABEL),
      new File(['just text'], 'return.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'return.pdf is not a PDF, JPEG or PNG file. Choose another file.',
    );
    expect(sent.uploads).toEqual([]);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { user, sent } = await renderWithBackend(<UploadDocsScreen />, { route: ROUTE, application: SELF_EMPLOYED });
    const big = new File([PNG_BYTES, new Uint8Array(MAX_UPLOAD_BYTES)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(INCOME_LABEL), big);
    expect((await screen.findByRole('alert')).textContent).toBe('big.png is larger than 5 MB. Choose a smaller file.');
    expect(sent.uploads).toEqual([]);
  });

  it('sends a good file as its bytes and says it was uploaded', async () => {
    const { user, sent } = await renderWithBackend(<UploadDocsScreen />, { route: ROUTE, application: SELF_EMPLOYED });
    await user.upload(screen.getByLabelText(INCOME_LABEL), png());
    expect(await screen.findByText('return.png was uploaded.')).toBeTruthy();
    expect(sent.uploads).toHaveLength(1);
    expect(sent.uploads[0]!.url).toBe('/documents/uploads?applicationId=app-1&kind=PROOF_OF_INCOME');
    expect(sent.uploads[0]!.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-file-name': 'return.png',
      authorization: 'id-token',
    });
    expect(sent.uploads[0]!.size).toBe(PNG_BYTES.length);
  });

  it('explains the server’s refusal and keeps the page usable', async () => {
    const { user } = await renderWithBackend(<UploadDocsScreen />, {
      route: ROUTE,
      application: SELF_EMPLOYED,
      backend: { upload: { status: 415, body: { error: { code: 'UPLOAD_TYPE', message: 'x' } } } },
    });
    await user.upload(screen.getByLabelText(INCOME_LABEL), png('scan.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'scan.png is not a PDF, JPEG or PNG file. Choose another file.',
    );
    expect(screen.getByLabelText(INCOME_LABEL)).toHaveProperty('disabled', false);
  });

  it('hands Continue to the saga', async () => {
    const { user, events } = await renderWithBackend(<UploadDocsScreen />, {
      route: ROUTE,
      application: SELF_EMPLOYED,
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(events(uploadsSubmitted.type)).toHaveLength(1));
  });
});
