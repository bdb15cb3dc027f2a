// Client entry point: boot (config, brand, store, sagas), then render the router under the brand's theme.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BRANDS } from '../brands/catalog';
import { themeFor } from '../brands/themes';
import { boot } from './app/boot';
import { routes } from './app/routes';
import { GlobalStyle } from './components/GlobalStyle';
import { ERROR_TEXT } from './features/errors/errorText';
import { TimeoutPrompt } from './features/session/TimeoutPrompt';

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The router exists before any saga runs, so a navigation from start-up can never find it missing.
  const router = createBrowserRouter(routes);
  const { store, brand } = await boot(router);
  document.title = BRANDS[brand].name;
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={themeFor(brand)}>
          <GlobalStyle />
          <RouterProvider router={router} />
          <TimeoutPrompt />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

main().catch((error: unknown) => {
  // Without config or store nothing styled can render; the plain error text still tells the customer what happened.
  console.error('start-up failed', error);
  const container = document.getElementById('root');
  if (container) container.textContent = ERROR_TEXT;
});
