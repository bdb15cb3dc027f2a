// Keyed digests of what the auth routes keep: e-mails, device fingerprints and client addresses are stored only as
// HMACs under the data key, so a leaked table reveals none of them (a bare SHA-256 of an e-mail or an IP address is
// reversed with a list of candidates).
import type { Cipher } from '../db/cipher';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailDigest = (cipher: Cipher, email: string) => cipher.digest(`auth-email:${normaliseEmail(email)}`);

/** A device (its cookie id with the blackBox, server/http/deviceCookie.ts); risk checks and MFA share this digest. */
export const fingerprintDigest = (cipher: Cipher, blackBox: string) => cipher.digest(`device:${blackBox}`);

export const clientDigest = (cipher: Cipher, ip: string) => cipher.digest(`client-ip:${ip}`);

export const personDigest = (cipher: Cipher, parts: string[]) => cipher.digest(`person:${parts.join('\u0000')}`);
