// The browser's storage as fakes for the saga tests: localStorage in memory, document.cookie as a map.

/** localStorage in memory. */
export class MemoryStorage implements Storage {
  // Storage's DOM type carries a string index signature; nothing reads through it here.
  [name: string]: unknown;
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** document.cookie as a map. */
export class FakeCookies {
  readonly jar = new Map<string, string>();
  read(name: string): string | null {
    return this.jar.get(name) ?? null;
  }
  clear(name: string): void {
    this.jar.delete(name);
  }
}
