// What the code steps say when a code cannot be checked or sent yet; shared by multi-factor and enrollment.
export const PHONE_CODE_EXPIRED = 'This code has expired. Please send a new code.';
export const RESEND_REFUSED = 'Please wait a moment before asking for another code.';
