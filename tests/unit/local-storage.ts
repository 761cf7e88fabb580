import { vi } from 'vitest';

/** The browser's localStorage, in memory, for atoms that keep small values there (undone by vi.unstubAllGlobals). */
export function fakeLocalStorage(): Storage {
  const values = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
  vi.stubGlobal('localStorage', storage);
  return storage;
}
