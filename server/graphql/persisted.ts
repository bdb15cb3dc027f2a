// Persisted operations: in production /graphql runs only the operations the client was built with. They are the
// documents under api/, compiled by `npm run codegen` into api/generated/graphql.ts as the exact text the client
// sends (`<Name>Document`); the server registers the SHA-256 of each text at start-up. Anything else, however
// valid, is refused before it is parsed, so a production server never runs a query nobody shipped.
import { createHash } from 'node:crypto';
import * as operations from '../../api/generated/graphql';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The client's operation texts, by name (`SearchSsn` → its document text). */
export function clientOperations(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [key, value] of Object.entries(operations as Record<string, unknown>)) {
    if (key.endsWith('Document') && typeof value === 'string') byName.set(key.slice(0, -'Document'.length), value);
  }
  return byName;
}

/** SHA-256 (hex) of every registered operation text. */
export function registeredOperationHashes(): ReadonlySet<string> {
  return new Set([...clientOperations().values()].map(sha256));
}
