// The passkeys section of the security page (name, created, last used; add, rename, remove).
export function PasskeysSection() {
  return null;
}
