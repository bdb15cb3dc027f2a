// The product's e-mail rule, one definition for the client's forms and the server's request
// checks. Dependency-free on purpose: the server must not pull in the client's form library to use it.

/** Local part of letters, digits and ._%+-, an optional +tag, domain labels and a TLD of two or more letters. */
export const PRODUCT_EMAIL_PATTERN = /^[A-Za-z0-9._%-]+(\+[A-Za-z0-9._%-]+)?@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** The longest address a mail path can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** An address (already trimmed) the product accepts. */
export const isProductEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX_LENGTH && PRODUCT_EMAIL_PATTERN.test(email);
