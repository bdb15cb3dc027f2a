// The generic error text of spec 000 section 2, shared by the error page and the start-up failure fallback.
export const ERROR_TEXT = "Hmmm... something's not working at the moment. Please try again later.";
