// A Map-backed Web Storage for Node, so Amplify (which picks window.localStorage at module load) keeps its tokens
// somewhere the tests can read them.
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/**
 * Installs the storage as `localStorage` and a minimal `window` holding it. Call after the in-memory database is
 * open: PGlite's Emscripten loader treats a global `window` as "running in a browser".
 */
export function installBrowserStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  Object.assign(globalThis, {
    localStorage: storage,
    window: { localStorage: storage, sessionStorage: new MemoryStorage() },
  });
  return storage;
}
