// The agreement viewer: the agreement as text in a named, focusable scrolling region with the PDF as a download;
// "I agree" locked until the text is read to its end (an observed marker after the last line, or the scroll position
// where there is no IntersectionObserver); "An error occurred while loading the PDF" with a retry when the text or
// the download fails.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgreementViewerModal } from '../../../../src/features/application/agreements/AgreementViewerModal';
import { axeViolations } from '../axe';
import { renderWithBackend, TestObserver } from './agreementsHarness';

const props = () => ({ onClose: vi.fn(), onRead: vi.fn(), onAgree: vi.fn(), onDisagree: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  TestObserver.last = null;
});

describe('AgreementViewerModal', () => {
  it('shows the agreement as text to scroll, and unlocks "I agree" once it is read to the end', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const calls = props();
    const { user, sent } = await renderWithBackend(
      <AgreementViewerModal title="Privacy Notice" url="/documents/abc" {...calls} />,
      { route: '/viewer' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Notice' });
    const text = await within(dialog).findByRole('region', { name: 'Privacy Notice, full text' });
    // The dialog opens at its heading; the text is the first stop for Tab.
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(text).toHaveFocus();
    expect(text.getAttribute('lang')).toBe('en');
    expect(within(text).getByText('You may withdraw this consent at any time.').tagName).toBe('P');
    expect(within(text).getByText(/^Prepared for Nora Newman/)).toBeTruthy();
    expect(dialog.querySelector('iframe')).toBeNull();
    const link = await within(dialog).findByRole('link', { name: 'Download Privacy Notice (PDF)' });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(link.getAttribute('download')).toBe('Privacy-Notice.pdf');
    expect(sent.documents.sort()).toEqual(['/documents/abc', '/documents/abc/text']);

    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    expect(agree).toHaveProperty('disabled', true);
    expect(agree).toHaveAccessibleDescription('Scroll to the end of the document to agree to it.');
    expect(await axeViolations(dialog)).toEqual([]);
    // The end is watched inside the scrolling text, not the page.
    expect(TestObserver.last!.options.root).toBe(text);
    expect(calls.onRead).not.toHaveBeenCalled();

    TestObserver.last!.reachEnd();
    await waitFor(() => expect(agree).toHaveProperty('disabled', false));
    expect(within(dialog).getByRole('status').textContent).toBe('You have reached the end of the document.');
    expect(calls.onRead).toHaveBeenCalledTimes(1);
    await user.click(agree);
    expect(calls.onAgree).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'I do not agree' }));
    expect(calls.onDisagree).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver, reads the scroll position', async () => {
    // jsdom lays nothing out: the text region is given a 500-pixel window on 1500 pixels of text.
    const sizes = { scrollHeight: 1500, clientHeight: 500 };
    for (const [name, value] of Object.entries(sizes))
      vi.spyOn(HTMLElement.prototype, name as keyof typeof sizes, 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.getAttribute('role') === 'region' ? value : 0;
      });
    const calls = props();
    await renderWithBackend(<AgreementViewerModal title="Privacy Notice" url="/documents/abc" {...calls} />, {
      route: '/viewer',
    });
    const text = await screen.findByRole('region', { name: 'Privacy Notice, full text' });
    const agree = screen.getByRole('button', { name: 'I agree' });
    text.scrollTop = 600;
    act(() => void text.dispatchEvent(new Event('scroll')));
    expect(agree).toHaveProperty('disabled', true);
    text.scrollTop = 1000;
    act(() => void text.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(agree).toHaveProperty('disabled', false));
    expect(calls.onRead).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('says "An error occurred while loading the PDF" when the text cannot be loaded, and tries again', async () => {
    const { sent, user } = await renderWithBackend(
      <AgreementViewerModal title="Privacy Notice" url="/documents/bad" {...props()} />,
      { route: '/viewer', backend: { failing: ['/documents/bad/text'] } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occurred while loading the PDF');
    expect(screen.queryByRole('region')).toBeNull();
    // What could not be read cannot be agreed to.
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent.documents.filter((u) => u === '/documents/bad/text')).toHaveLength(2));
    // Only what failed is asked again.
    expect(sent.documents.filter((u) => u === '/documents/bad')).toHaveLength(1);
  });

  it('says the same when the PDF itself cannot be downloaded', async () => {
    await renderWithBackend(<AgreementViewerModal title="Privacy Notice" url="/documents/bad" {...props()} />, {
      route: '/viewer',
      backend: { failing: ['/documents/bad'] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while loading the PDF');
    expect(screen.getByRole('button', { name: 'I agree' })).toHaveProperty('disabled', true);
  });
});
