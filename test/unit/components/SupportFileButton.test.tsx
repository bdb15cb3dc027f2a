// The error page's "Download a support file": a real download (an object URL on an <a download>) of the sanitized
// session in DevTools' import format, named for the moment it was made.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '../../../src/features/errors/ErrorPage';
import type { SupportFile } from '../../../src/lib/supportFile';
import { loadLang } from '../../../src/lib/i18n/translate';
import { loginSubmitted } from '../../../store/auth';
import { renderWithProviders } from './renderWithProviders';

interface Download {
  fileName: string;
  href: string;
  blob: Blob;
}

/** jsdom has no object URLs and does not download: record what the page hands to the browser instead. */
function recordDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: Download[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const href = `blob:support/${blobs.size}`;
      blobs.set(href, blob);
      return href;
    }),
    revokeObjectURL: vi.fn((href: string) => blobs.delete(href)),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, href: this.href, blob });
  });
  return downloads;
}

/** jsdom's Blob has no text(): read it the older way. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });

describe('the support file button on the error page', () => {
  let downloads: Download[];
  beforeEach(() => {
    downloads = recordDownloads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the session so far, without the password, as a file DevTools imports', async () => {
    const { store, user } = renderWithProviders(<ErrorPage />, { route: '/account/error' });
    store.dispatch(loginSubmitted({ email: 'nora.newman@example.com', password: 'Passw0rd!' }));
    await user.click(screen.getByRole('button', { name: 'Download a support file' }));

    expect(downloads).toHaveLength(1);
    const [download] = downloads as [Download];
    expect(download.fileName).toMatch(/^portal-support-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json$/);
    const text = await textOf(download.blob);
    expect(text).not.toContain('Passw0rd!');
    const file = JSON.parse(text) as SupportFile;
    const lifted = JSON.parse(file.payload) as { actionsById: Record<string, { action: { type: string } }> };
    const types = Object.values(lifted.actionsById).map((entry) => entry.action.type);
    expect(types).toContain('auth/loginSubmitted');
    // The log-reading request itself never shows up in the log.
    expect(types).not.toContain('support/actionLogRequested');
    // The object URL is let go once the browser has the file.
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(download.href));
  });

  it('speaks the visit’s language', async () => {
    await loadLang('es');
    renderWithProviders(<ErrorPage />, { route: '/error', lang: 'es' });
    expect(screen.getByRole('button', { name: 'Descargar un archivo de soporte' })).toBeVisible();
  });
});
