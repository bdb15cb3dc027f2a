// Spanish words of the footer links the server serves, spread into ../es.ts; one entry per key of footer.en.ts.
import type { footerEn } from './footer.en';

export const footerEs: Record<keyof typeof footerEn, string> = {
  'pages.footer.contact': 'Contáctenos: {phone}',
  'pages.footer.bank': 'Préstamos otorgados por {lender}, miembro de la FDIC',
  'pages.footer.return': 'Volver a {brand}',
};
