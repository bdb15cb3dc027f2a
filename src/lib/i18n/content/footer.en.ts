// English words of the footer links the server serves (server/content/footerLinks.ts), spread into ../en.ts. The
// legal documents' links take the documents' own titles; these are the other links.
export const footerEn = {
  'pages.footer.contact': 'Contact us: {phone}',
  'pages.footer.bank': 'Loans made by {lender}, Member FDIC',
  'pages.footer.return': 'Return to {brand}',
};
