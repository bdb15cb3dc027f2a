// Parsed and validated documents, by query text: the portal sends the same few dozen operation texts over and over,
// and parsing plus the limit rules plus the standard rules cost more than many resolvers. Only documents that passed
// every text-level check are kept (a refusal is computed again, so junk cannot fill the cache), and at most `size`
// of them, least recently used first out. Nothing here depends on the caller, the variables or the database: the
// same text against the same schema and rules always validates the same way, in any process.
import type { DocumentNode } from 'graphql';

export interface CheckedDocument {
  document: DocumentNode;
  /** Where a string literal in the text holds a control character (checked after the variables), if anywhere. */
  literalProblem: string | undefined;
}

export class DocumentCache {
  readonly #entries = new Map<string, CheckedDocument>();

  constructor(private readonly size = 500) {}

  get(query: string): CheckedDocument | undefined {
    const hit = this.#entries.get(query);
    if (hit) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      this.#entries.delete(query);
      this.#entries.set(query, hit);
    }
    return hit;
  }

  set(query: string, checked: CheckedDocument): void {
    this.#entries.delete(query);
    this.#entries.set(query, checked);
    if (this.#entries.size > this.size) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get entries(): number {
    return this.#entries.size;
  }
}
