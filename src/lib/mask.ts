// Masking helpers, shared by the client and the server so both hide the same way.

/** "online.returning@example.com" → "o**************g@example.com"; the middle of the local part is hidden. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskNumber(email);
  const local = email.slice(0, at);
  const hidden =
    local.length <= 2 ? '*'.repeat(local.length) : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${hidden}${email.slice(at)}`;
}

/** Shows only the last 4 characters: "123456789" → "*****6789". */
export function maskNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
