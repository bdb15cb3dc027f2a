// The PDF viewer modal: the document fetched with the customer's token and shown by the browser's own viewer from a
// blob: URL at height 500, a download link, the error when it cannot be loaded, agree and disagree.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PDF_VIEWER_HEIGHT, PdfViewerModal } from '../../../../src/features/application/agreements/PdfViewerModal';
import axe from 'axe-core';
import { renderWithBackend } from './agreementsHarness';

describe('PdfViewerModal', () => {
  it('shows the document in a 500-pixel frame from a same-origin blob: URL, with a download link', async () => {
    const onClose = vi.fn();
    const { sent, user } = await renderWithBackend(
      <PdfViewerModal title="Privacy Notice" url="/documents/abc" onClose={onClose} />,
      { route: '/viewer' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Notice' });
    const frame = await screen.findByTitle('Privacy Notice, PDF document');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(PDF_VIEWER_HEIGHT).toBe(500);
    const link = screen.getByRole('link', { name: 'Download Privacy Notice (PDF)' });
    expect(link.getAttribute('href')).toBe(frame.getAttribute('src'));
    expect(link.getAttribute('download')).toBe('Privacy-Notice.pdf');
    expect(sent.documents).toEqual(['/documents/abc']);
    // The frame's content is the browser's viewer; jsdom cannot enter it, so axe checks the dialog around it.
    const result = await axe.run(dialog, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says "An error occurred while loading the PDF" when the document cannot be loaded, and tries again', async () => {
    const onAgree = vi.fn();
    const { sent, user } = await renderWithBackend(
      <PdfViewerModal
        title="Privacy Notice"
        url="/documents/bad"
        onClose={vi.fn()}
        onAgree={onAgree}
        onDisagree={vi.fn()}
      />,
      { route: '/viewer', backend: { failing: ['/documents/bad'] } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occurred while loading the PDF');
    expect(screen.queryByTitle('Privacy Notice, PDF document')).toBeNull();
    // What could not be read cannot be agreed to.
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent.documents).toEqual(['/documents/bad', '/documents/bad']));
  });

  it('reports agree and disagree', async () => {
    const onAgree = vi.fn();
    const onDisagree = vi.fn();
    const { user } = await renderWithBackend(
      <PdfViewerModal
        title="Privacy Notice"
        url="/documents/abc"
        onClose={vi.fn()}
        onAgree={onAgree}
        onDisagree={onDisagree}
      />,
      { route: '/viewer' },
    );
    await screen.findByTitle('Privacy Notice, PDF document');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'I do not agree' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
    expect(onDisagree).toHaveBeenCalledTimes(1);
  });
});
