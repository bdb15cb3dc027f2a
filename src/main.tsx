// Client entry point. The app shell, store and routes arrive with the sign-in work; until then this renders the
// brand detected from the host so the server's static serving and SPA fallback can be exercised end to end.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRANDS, DEFAULT_BRAND, brandForHost } from '../brands/catalog';

const brand = BRANDS[brandForHost(window.location.host) ?? DEFAULT_BRAND];
document.title = brand.name;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>{brand.name}</h1>
      <p>Customer portal</p>
    </main>
  </StrictMode>,
);
