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

// One storage for the whole worker: Amplify keeps the storage it found when it first loaded, and the test files of a
// worker share that one loaded module, so every file must hand it the same storage (emptied for each file).
const shared = new MemoryStorage();

/**
 * The worker's storage as Amplify's key-value storage, for `cognitoUserPoolsTokenProvider.setKeyValueStorage`. Handing
 * it over explicitly matters because Amplify's own `defaultStorage` wraps whatever `localStorage` existed when the
 * module first loaded in this worker: a file that imported Amplify earlier without a `window` (srp.test.ts, say) leaves
 * it an in-memory store of its own, where the tests would never find the tokens.
 */
export const amplifyTokenStorage = {
  setItem: async (key: string, value: string) => shared.setItem(key, value),
  getItem: async (key: string) => shared.getItem(key),
  removeItem: async (key: string) => shared.removeItem(key),
  clear: async () => shared.clear(),
};

/**
 * Installs the storage as `localStorage` and a minimal `window` holding it. Call after the in-memory database is
 * open: PGlite's Emscripten loader treats a global `window` as "running in a browser", so remove them again
 * (removeBrowserStorage) before the file ends, or the next file's databases would not open.
 */
export function installBrowserStorage(): MemoryStorage {
  shared.clear();
  Object.assign(globalThis, {
    localStorage: shared,
    window: { localStorage: shared, sessionStorage: new MemoryStorage() },
  });
  return shared;
}

/** Takes the `window` and `localStorage` of installBrowserStorage away again. */
export function removeBrowserStorage(): void {
  const globals = globalThis as Record<string, unknown>;
  delete globals.window;
  delete globals.localStorage;
}
