// Data-protection keys. Production passes SSN_ENCRYPTION_KEY; a dev machine gets a random key written once
// under the data directory so a restart can still read what it stored.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadDataKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return decodeKey(configured, 'SSN_ENCRYPTION_KEY');
  const file = path.join(dataDir, 'data.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return decodeKey(readFileSync(file, 'utf8').trim(), file);
}

function decodeKey(b64: string, where: string): Buffer {
  const key = Buffer.from(b64, 'base64');
  if (key.length !== 32) throw new Error(`${where} must be 32 bytes, base64-encoded`);
  return key;
}
