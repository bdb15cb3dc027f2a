// The authenticator-app section of the security page (turn it on with a QR code, or off).
export function AuthenticatorSection() {
  return null;
}
