// The language switch in the page header: each language named in itself, the current one pressed; choosing Spanish
// loads it, re-renders the page in it, sets <html lang> and remembers the choice in a cookie on this device.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../src/components/LanguageSwitch';
import { useT } from '../../../src/lib/i18n';
import { renderWithProviders } from './renderWithProviders';

function Page() {
  const { t } = useT();
  return (
    <>
      <LanguageSwitch />
      <h1>{t('login.heading')}</h1>
    </>
  );
}

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it('offers English and Español, English pressed by default', () => {
    renderWithProviders(<Page />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
  });

  it('switches the page to Spanish, sets <html lang> and remembers the choice', async () => {
    const { user } = renderWithProviders(<Page />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toMatch(/(^|; )lang=es(;|$)/);
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });
});
