// Client entry point: boot (config, brand, store, sagas) and the visit's language, then render the router under the
// brand's theme in that language.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BRANDS } from '../brands/catalog';
import { themeFor } from '../brands/themes';
import { boot } from './app/boot';
import { takeOverFirstPaint } from './lib/firstPaint';
import { patchRoutesOnNavigation, routes } from './app/routes';
import { GlobalStyle } from './components/GlobalStyle';
import { TimeoutPrompt } from './features/session/TimeoutPrompt';
import { DEFAULT_LANG, I18nProvider, isLang, prepareLang, translate } from './lib/i18n';

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The router exists before any saga runs, so a navigation from start-up can never find it missing.
  // Route tables that load on the first visit to their addresses are added by patchRoutesOnNavigation.
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  // The catalogue (when not English) loads while the store boots.
  const [{ store, brand }, lang] = await Promise.all([boot(router), prepareLang()]);
  document.title = BRANDS[brand].name;
  const root = createRoot(container);
  // A transition: React renders the first page in slices that yield to the browser (a 4x slower phone otherwise
  // blocks for one long task), while the login page's server-painted frame stands in (src/lib/firstPaint.ts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nProvider initial={lang}>
            <ThemeProvider theme={themeFor(brand)}>
              <GlobalStyle />
              <RouterProvider router={router} />
              <TimeoutPrompt />
            </ThemeProvider>
          </I18nProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}

main().catch((error: unknown) => {
  // Without config or store nothing styled can render; the plain error text still tells the customer what happened.
  console.error('start-up failed', error);
  // The login page's server-painted frame would otherwise cover the message.
  takeOverFirstPaint();
  const container = document.getElementById('root');
  // prepareLang() sets <html lang> once the visit's catalogue is ready; until then English is all there is.
  const lang = document.documentElement.lang;
  if (container) container.textContent = translate(isLang(lang) ? lang : DEFAULT_LANG, 'errors.generic');
});
