// The application flow's prefix (its routes are "matched by prefix"), apart from the feature's paths.ts so the app's
// route table and the sign-in rules can recognise the flow's addresses without carrying them all in the first paint.
export const APPLICATION = '/application';

export const isApplicationPath = (pathname: string) =>
  pathname === APPLICATION || pathname.startsWith(`${APPLICATION}/`);
